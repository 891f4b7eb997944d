import type { TProduct } from "@optika/api-contract";
import { formatPrice } from "@optika/domain/money";

export function productDescription(product: TProduct): string {
  const lead = product.description.replace(/\s+/g, " ").trim();
  const short = lead.length > 150 ? `${lead.slice(0, 147).trimEnd()}…` : lead;
  const price = `Цена ${formatPrice(product.price)}.`;
  return short ? `${short} ${price}` : `${product.name}: ${product.category.name.toLowerCase()}. ${price}`;
}
