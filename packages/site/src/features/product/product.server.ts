import type { TProduct } from "@optika/api-contract";
import { resolveLegacyRedirect } from "@optika/domain";
import { redirect } from "react-router";
import type { TApiClient } from "../../server/api.server";
import { expectOk, notFound } from "../../server/api-response";

/** Trailing "-digits" of an old product slug (its article number). */
const ARTICLE_SUFFIX = /-\d+$/;

/** Shorter slugs an old "{slug}-{article}" slug may stand for, longest first. */
export function legacySlugCandidates(slug: string): string[] {
  const candidates: string[] = [];
  let candidate = slug;
  while (ARTICLE_SUFFIX.test(candidate)) {
    candidate = candidate.replace(ARTICLE_SUFFIX, "");
    if (candidate) candidates.push(candidate);
  }
  return candidates;
}

/**
 * The product of a product page. A product shown at another address (glasses at /ochki/{slug},
 * the 1000-rub certificate at /sertifikaty) gets a 301 there; an unknown slug gets the legacy
 * redirect to an existing shorter slug, else the 404 page.
 */
export async function loadProduct(api: TApiClient, slug: string, url: URL): Promise<TProduct> {
  const response = await api.products.getProductBySlug({ params: { slug } });
  if (response.status === 200) {
    const product = response.body;
    if (product.url.startsWith("/") && product.url !== url.pathname) {
      throw redirect(`${product.url}${url.search}`, 301);
    }
    return product;
  }
  if (response.status !== 404) expectOk(response);

  const existing = new Set<string>();
  for (const candidate of legacySlugCandidates(slug)) {
    const found = await api.products.getProductBySlug({ params: { slug: candidate } });
    if (found.status === 200) {
      existing.add(candidate);
      break;
    }
  }
  const target = resolveLegacyRedirect(`${url.pathname}${url.search}`, {
    productSlugExists: (candidate) => existing.has(candidate),
  });
  if (target) throw redirect(target, 301);
  return notFound();
}
