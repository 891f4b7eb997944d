import type { TProduct } from "@optika/api-contract";
import { isSlug } from "@optika/domain/urls";
import { redirect } from "react-router";
import type { TApiClient } from "../../server/api.server.ts";
import { expectOk, notFound } from "../../server/api-response.ts";

/**
 * The product of a product page, in one API call. A slug that cannot be one (NUL bytes, over 100
 * characters, foreign characters) is a 404 without a call. The API answers an old
 * "{slug}-{article number}" slug with the product of the longest existing shorter slug; a product
 * found that way, or shown at another address (glasses at /ochki/{slug}, the 1000-rub certificate
 * at /sertifikaty), gets a 301 to its own URL with the query kept; an unknown slug the 404 page.
 */
export async function loadProduct(api: TApiClient, slug: string, url: URL): Promise<TProduct> {
  if (!isSlug(slug)) return notFound();
  const product = expectOk(await api.products.getProductBySlug({ params: { slug } }));
  if (product.url.startsWith("/") && product.url !== url.pathname) {
    throw redirect(`${product.url}${url.search}`, 301);
  }
  return product;
}
