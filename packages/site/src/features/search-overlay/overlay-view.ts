import type { TSearchContentItem, TSearchResponse } from "@optika/api-contract";
import { productHref } from "@optika/domain/catalog";
import { buildImageSet } from "@optika/domain/images";
import type {
  ISearchOverlayLinkTab,
  ISearchOverlaySection,
  TSearchOverlayItem,
} from "@optika/ui/search-overlay";
import { lensOptionHit, searchCategoryHref, serviceHref } from "../search/search-links.ts";

/** What the overlay shows for an API answer: groups with items, filter pages as link tabs. */
export type TOverlayResults = { sections: ISearchOverlaySection[]; linkTabs: ISearchOverlayLinkTab[] };

function contentItem(item: TSearchContentItem, href = item.url): TSearchOverlayItem {
  return { kind: "link", key: String(item.id), title: item.title, href, text: item.description };
}

/**
 * The overlay's groups in the spec's order — products, services, categories, brand, specialists,
 * video, questions, then articles (and any further group, lens options) — empty ones left out;
 * filter pages become link tabs with their product counts. Glasses link to /ochki/{slug},
 * services to /zapis/{slug}.
 */
export function overlayResults(response: TSearchResponse): TOverlayResults {
  const { groups } = response;
  const sections: ISearchOverlaySection[] = [
    {
      key: "products",
      title: groups.products.name,
      total: groups.products.total,
      items: groups.products.items.map((product) => {
        const image = product.image_id === null ? null : buildImageSet(product.image_id);
        return {
          kind: "product",
          key: String(product.id),
          title: product.name,
          href: productHref({ id: product.id, slug: product.slug, categoryId: product.category.id }),
          imageUrl: image?.src ?? null,
          ...(image ? { imageSources: image.sources } : {}),
          price: product.price,
          priceOld: product.price_old,
        };
      }),
    },
    {
      key: "services",
      title: groups.services.name,
      total: groups.services.total,
      items: groups.services.items.map((item) => contentItem(item, serviceHref(item.slug))),
    },
    ...(["categories", "brands"] as const).map((key) => ({
      key,
      title: groups[key].name,
      total: groups[key].total,
      items: groups[key].items.map(
        (link): TSearchOverlayItem => ({
          kind: "link",
          key: String(link.id),
          title: link.name,
          href: key === "categories" ? searchCategoryHref(link) : link.url,
        }),
      ),
    })),
    ...(["specialists", "videos", "questions", "articles"] as const).map((key) => ({
      key,
      title: groups[key].name,
      total: groups[key].total,
      items: groups[key].items.map((item) => contentItem(item)),
    })),
    {
      key: "lens_options",
      title: groups.lens_options.name,
      total: groups.lens_options.total,
      items: groups.lens_options.items.flatMap((option): TSearchOverlayItem[] => {
        const hit = lensOptionHit(option);
        const first = hit.links?.[0];
        return first
          ? [{ kind: "link", key: hit.key, title: hit.title, href: first.href, links: hit.links }]
          : [];
      }),
    },
  ];
  return {
    sections: sections.filter((section) => section.items.length > 0 && section.total > 0),
    linkTabs: groups.filter_pages.items.map((page) => ({
      key: page.url,
      label: page.title,
      count: page.products_count,
      href: page.url,
    })),
  };
}
