import type { TSearchLensOption } from "@optika/api-contract";
import { categoryHref, GLASSES_CATEGORY_ID } from "@optika/domain/catalog";

/** A text hit of the results page (and the overlay's): only what it renders. */
export type TSearchHitView = {
  key: string;
  title: string;
  href: string | null;
  text: string | null;
  links?: { label: string; href: string }[];
};

/** Spec §2: services link to /zapis/{slug}. */
export function serviceHref(slug: string): string {
  return `/zapis/${slug}`;
}

/** Spec §1: a category of id 3 (glasses) links to /ochki/{slug}; others to their catalogue page. */
export function searchCategoryHref(category: { id: number; slug: string; url: string }): string {
  if (category.id === GLASSES_CATEGORY_ID) return `/ochki/${category.slug}`;
  return category.url || categoryHref(category.slug);
}

/** A lens parameter value: its title, and the pages that offer it as links (it has no page of its own). */
export function lensOptionHit(option: TSearchLensOption): TSearchHitView {
  return {
    key: `${option.code}=${option.value}`,
    title: option.title,
    href: null,
    text: null,
    links: option.urls.map(({ url, label }) => ({ label, href: url })),
  };
}
