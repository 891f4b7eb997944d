import type { TCatalogListing, TProduct } from "@optika/api-contract";
import Typograf from "typograf";

/**
 * Russian typography for headings and content texts, applied once on the server (loaders and
 * view models), so no typography code reaches the browser: no-break spaces after one-letter and
 * short words (no 'в', 'и', 'с' hanging at a line end), «ёлочки», dashes, amounts kept whole
 * ('1 000 ₽' never broken after the '1').
 */
const typograf = new Typograf({ locale: ["ru", "en-US"] });
// Product names and parameters carry numbers that must stay as written ("1/2", "+/-").
typograf.disableRule(["common/number/fraction", "common/number/mathSigns"]);

/** '1 000 ₽', '5 000 ₽': a number's thousands groups and its currency sign stay on one line. */
function bindAmounts(text: string): string {
  return text.replace(/(\d) (?=\d{3}(?!\d))/g, "$1\u00a0").replace(/(\d) (?=₽)/g, "$1\u00a0");
}

export function typographText(text: string): string {
  return text ? bindAmounts(typograf.execute(text)) : text;
}

/** A listing's headings: the category name and every card's name. */
export function typographListing<T extends Pick<TCatalogListing, "category" | "products">>(listing: T): T {
  return {
    ...listing,
    category: { ...listing.category, name: typographText(listing.category.name) },
    products: listing.products.map((product) => ({ ...product, name: typographText(product.name) })),
  };
}

/** A product page's name, description and the texts of its characteristics groups. */
export function typographProduct(product: TProduct): TProduct {
  return {
    ...product,
    name: typographText(product.name),
    description: typographText(product.description),
    category: { ...product.category, name: typographText(product.category.name) },
    characteristics: product.characteristics.map((group) => ({
      ...group,
      characteristics: group.characteristics.map((c) =>
        c.slug === "promo_description"
          ? { ...c, values: c.values.map((v) => ({ ...v, value: typographText(v.value) })) }
          : c,
      ),
    })),
  };
}

/** Every string of a static text record (headings and leads of a page). */
export function typographRecord<T>(texts: T): T {
  if (typeof texts === "string") return typographText(texts) as T;
  if (Array.isArray(texts)) return texts.map((item) => typographRecord(item)) as T;
  if (texts && typeof texts === "object") {
    return Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, typographRecord(v)])) as T;
  }
  return texts;
}
