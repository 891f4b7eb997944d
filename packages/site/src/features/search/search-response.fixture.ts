/** API answers of GET /catalog/search for the search feature's tests (not used by the pages). */
import type { TProductCard, TSearchContentItem, TSearchResponse } from "@optika/api-contract";

type TGroups = TSearchResponse["groups"];

export function productCard(id: number, o: Partial<TProductCard> = {}): TProductCard {
  return {
    id,
    name: `Товар ${id}`,
    slug: `tovar-${id}`,
    url: `/product/tovar-${id}`,
    price: 150000,
    price_old: null,
    image_id: id,
    category: { id: 1, name: "Контактные линзы", slug: "linzy" },
    brand: { id: 1, name: "ACUVUE", slug: "acuvue" },
    bonus_value: 75,
    is_not_available: false,
    hasModifications: true,
    quantity: 10,
    lenses_in_pack: 6,
    ...o,
  };
}

/** `count` content items titled '{prefix} N' with slugs 'item-N' (Latin, as the site's slugs are). */
export function contentItems(
  prefix: string,
  count: number,
  description: string | null = null,
): TSearchContentItem[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: `${prefix} ${i + 1}`,
    slug: `item-${i + 1}`,
    url: `/stat/linzy/kak-vybrat-kontaktnye-linzy-${i + 1}`,
    image_id: null,
    description,
  }));
}

function empty<N extends string>(name: N) {
  return { name, items: [], total: 0 };
}

/** An answer with every group empty, then the given groups filled in. */
export function searchResponse(
  o: { query?: string; category_id?: number | null; groups?: Partial<TGroups> } = {},
): TSearchResponse {
  return {
    query: o.query ?? "линзы",
    category_id: o.category_id ?? null,
    groups: {
      products: { ...empty("Товары"), pagination: { page: 1, perPage: 30, total: 0, pageCount: 1 } },
      services: empty("Услуги"),
      categories: empty("Категории"),
      brands: empty("Бренд"),
      specialists: empty("Специалисты"),
      videos: empty("Видео"),
      questions: empty("Вопросы"),
      articles: empty("Статьи"),
      filter_pages: empty("Подборки"),
      lens_options: empty("Варианты линз"),
      ...o.groups,
    },
  };
}

/** The products group with `count` cards on page `page` of `total`. */
export function productsGroup(
  total: number,
  o: { page?: number; count?: number; first?: Partial<TProductCard> } = {},
) {
  const page = o.page ?? 1;
  const count = o.count ?? Math.min(30, Math.max(0, total - (page - 1) * 30));
  return {
    name: "Товары",
    total,
    items: Array.from({ length: count }, (_, i) =>
      productCard((page - 1) * 30 + i + 1, i === 0 ? o.first : {}),
    ),
    pagination: { page, perPage: 30, total, pageCount: Math.max(1, Math.ceil(total / 30)) },
  };
}
