import { describe, expect, it } from "vitest";
import {
  SEARCH_COLLECTIONS_MAX,
  SEARCH_VIEW_BUDGET_BYTES,
  searchPageView,
  type THitSectionView,
  type TSearchSectionView,
} from "./search-page-view.ts";
import { contentItems, productCard, productsGroup, searchResponse } from "./search-response.fixture.ts";

const hitSection = (sections: TSearchSectionView[], key: string) =>
  sections.find((section): section is THitSectionView => section.key === key && section.kind === "hits");

const full = (categoryId: number | null = null) =>
  searchResponse({
    query: "линзы",
    category_id: categoryId,
    groups: {
      products: productsGroup(95),
      articles: { name: "Статьи", total: 7, items: contentItems("Статья", 7, "Как носить линзы") },
      videos: { name: "Видео", total: 5, items: contentItems("Видео", 5) },
      services: { name: "Услуги", total: 6, items: contentItems("Услуга", 6) },
      questions: { name: "Вопросы", total: 4, items: contentItems("Вопрос", 4) },
      specialists: { name: "Специалисты", total: 6, items: contentItems("Врач", 6) },
      categories: {
        name: "Категории",
        total: 5,
        items: [
          { id: 1, name: "Контактные линзы", slug: "linzy", url: "/catalog/linzy", products_count: 300 },
          { id: 3, name: "Оправы", slug: "opravy", url: "/catalog/opravy", products_count: 144 },
          {
            id: 4,
            name: "Солнцезащитные очки",
            slug: "solncezashchitnye-ochki",
            url: "/catalog/solncezashchitnye-ochki",
            products_count: 60,
          },
          { id: 2, name: "Аксессуары", slug: "aksessuary", url: "/catalog/aksessuary", products_count: 40 },
          {
            id: 5,
            name: "Подарочные сертификаты",
            slug: "podarochnye-sertifikaty",
            url: "/sertifikaty",
            products_count: 4,
          },
        ],
      },
      lens_options: {
        name: "Варианты линз",
        total: 4,
        items: ["-1.00", "-2.00", "-3.00", "-4.00"].map((value) => ({
          title: `Оптическая сила (Сфера) ${value}`,
          code: "sphere",
          value,
          urls: [{ url: `/catalog/linzy/f/sphere=${value}`, label: value }],
        })),
      },
    },
  });

describe("searchPageView", () => {
  it("orders the sections as the spec: articles, lens options, videos, categories, products, specialists, services, questions", () => {
    expect(searchPageView(full()).sections.map((s) => s.key)).toEqual([
      "articles",
      "lensOptions",
      "videos",
      "categories",
      "products",
      "specialists",
      "services",
      "questions",
    ]);
  });

  it("shows 3 items with 'Показать еще' leading to the section's category id", () => {
    const view = searchPageView(full());
    for (const [key, id] of [
      ["articles", 5],
      ["videos", 5],
      ["services", 5],
      ["questions", 5],
      ["categories", 3],
      ["specialists", 4],
    ] as const) {
      const section = hitSection(view.sections, key);
      expect(section?.hits, key).toHaveLength(3);
      expect(section?.showMoreHref, key).toBe(
        `/search?search=${encodeURIComponent("линзы")}&category_id=${id}#${key}`,
      );
    }
  });

  it("shows all items of the sections whose category id is active (5: articles, videos, services, questions)", () => {
    const view = searchPageView(full(5));
    expect(hitSection(view.sections, "articles")?.hits).toHaveLength(7);
    expect(hitSection(view.sections, "videos")?.hits).toHaveLength(5);
    expect(hitSection(view.sections, "services")?.hits).toHaveLength(6);
    expect(hitSection(view.sections, "questions")?.hits).toHaveLength(4);
    for (const key of ["articles", "videos", "services", "questions"]) {
      expect(hitSection(view.sections, key)?.showMoreHref, key).toBeNull();
    }
    expect(hitSection(view.sections, "categories")?.hits).toHaveLength(3);
    expect(hitSection(view.sections, "specialists")?.hits).toHaveLength(3);
  });

  it("shows all categories for category id 3 and all specialists for 4, the others stay at 3", () => {
    const three = searchPageView(full(3));
    expect(hitSection(three.sections, "categories")?.hits).toHaveLength(5);
    expect(hitSection(three.sections, "categories")?.showMoreHref).toBeNull();
    expect(hitSection(three.sections, "articles")?.hits).toHaveLength(3);
    const four = searchPageView(full(4));
    expect(hitSection(four.sections, "specialists")?.hits).toHaveLength(6);
    expect(hitSection(four.sections, "categories")?.hits).toHaveLength(3);
  });

  it("has no 'Показать еще' for a section with 3 items or fewer", () => {
    const view = searchPageView(
      searchResponse({
        groups: { articles: { name: "Статьи", total: 3, items: contentItems("Статья", 3) } },
      }),
    );
    expect(hitSection(view.sections, "articles")?.showMoreHref).toBeNull();
  });

  it("reveals the rest of the lens options in place (they have no category id)", () => {
    const lens = hitSection(searchPageView(full()).sections, "lensOptions");
    expect(lens?.hits.map((h) => h.title)).toHaveLength(3);
    expect(lens?.showMoreHref).toBeNull();
    expect(lens?.moreHits.map((h) => h.links?.[0]?.href)).toEqual(["/catalog/linzy/f/sphere=-4.00"]);
  });

  it("links glasses (category id 3) to /ochki/{slug}, the 1000-rub certificate to /sertifikaty, services to /zapis/{slug}", () => {
    const view = searchPageView(
      searchResponse({
        groups: {
          products: {
            ...productsGroup(3, { count: 0 }),
            items: [
              productCard(11, {
                slug: "oprava-ray-ban",
                url: "/product/oprava-ray-ban",
                category: { id: 3, name: "Оправы", slug: "opravy" },
              }),
              productCard(12, { slug: "acuvue-oasys" }),
              productCard(9907, { slug: "sertifikat-1000" }),
            ],
          },
          services: { name: "Услуги", total: 1, items: contentItems("Podbor", 1) },
          categories: full().groups.categories,
        },
      }),
    );
    const products = view.sections.find((s) => s.kind === "products");
    expect(products?.kind === "products" && products.cards.map((c) => c.url)).toEqual([
      "/ochki/oprava-ray-ban",
      "/product/acuvue-oasys",
      "/sertifikaty",
    ]);
    expect(hitSection(view.sections, "services")?.hits[0]?.href).toBe("/zapis/item-1");
    const categories = searchPageView({ ...full(3) }).sections;
    expect(hitSection(categories, "categories")?.hits.map((h) => h.href)).toEqual([
      "/catalog/linzy",
      "/ochki/opravy",
      "/catalog/solncezashchitnye-ochki",
      "/catalog/aksessuary",
      "/sertifikaty",
    ]);
  });

  it("keeps the products' pagination and offers filter pages and brands as collections", () => {
    const view = searchPageView(
      searchResponse({
        groups: {
          products: productsGroup(95, { page: 2 }),
          filter_pages: {
            name: "Подборки",
            total: 1,
            items: [
              {
                title: "Контактные линзы ACUVUE",
                url: "/catalog/linzy/f/brand=acuvue",
                products_count: 40,
                category_id: 1,
                slug: "brand=acuvue",
              },
            ],
          },
        },
      }),
    );
    const products = view.sections[0];
    expect(products?.kind).toBe("products");
    expect(products?.kind === "products" && products.pagination).toEqual({
      page: 2,
      perPage: 30,
      total: 95,
      firstPage: 2,
    });
    expect(products?.kind === "products" && products.cards).toHaveLength(30);
    expect(view.collections).toEqual([
      {
        key: "/catalog/linzy/f/brand=acuvue",
        label: "Контактные линзы ACUVUE",
        count: 40,
        href: "/catalog/linzy/f/brand=acuvue",
      },
    ]);
    expect(view.total).toBe(95);
  });

  it("offers at most 12 collections, a listing once (a brand whose filter page is offered is not repeated)", () => {
    const page = (i: number) => ({
      title: `Солнцезащитные очки Цвет ${i}`,
      url: `/catalog/solncezashchitnye-ochki/f/color=c${i}`,
      products_count: i,
      category_id: 4,
      slug: `color=c${i}`,
    });
    const acuvue = { ...page(0), title: "Контактные линзы ACUVUE", url: "/catalog/linzy/f/brand=acuvue" };
    const brand = (url: string, name: string) => ({ id: 1, name, slug: name, url, products_count: 40 });
    const few = searchPageView(
      searchResponse({
        groups: {
          filter_pages: { name: "Подборки", total: 1, items: [acuvue] },
          brands: {
            name: "Бренды",
            total: 2,
            items: [
              brand("/catalog/linzy/f/brand=acuvue", "ACUVUE"),
              brand("/catalog/linzy/f/brand=alcon", "Alcon"),
            ],
          },
        },
      }),
    );
    expect(few.collections.map((c) => c.label)).toEqual(["Контактные линзы ACUVUE", "Alcon"]);
    const many = searchPageView(
      searchResponse({
        groups: {
          filter_pages: {
            name: "Подборки",
            total: 20,
            items: Array.from({ length: 20 }, (_, i) => page(i + 1)),
          },
        },
      }),
    );
    expect(many.collections).toHaveLength(SEARCH_COLLECTIONS_MAX);
    expect(many.collections[0]?.label).toBe("Солнцезащитные очки Цвет 1");
  });

  it("shows pages 1…2 after 'Показать ещё' appended the second", () => {
    const view = searchPageView(
      searchResponse({ groups: { products: productsGroup(95, { page: 2 }) } }),
      [],
      1,
    );
    const products = view.sections[0];
    expect(products?.kind === "products" && products.pagination).toMatchObject({ page: 2, firstPage: 1 });
  });

  it("is empty (with the popular categories) when nothing was found", () => {
    const popular = [
      { id: 1, slug: "linzy", name: "Контактные линзы", kind: "lenses" as const, products_count: 300 },
    ];
    const view = searchPageView(searchResponse({ query: "пщщпду" }), popular);
    expect(view.sections).toEqual([]);
    expect(view.total).toBe(0);
    expect(view.popularCategories).toEqual(popular);
  });

  it("lists the hits after the first 3 of an expanded section by title only", () => {
    const view = searchPageView(
      searchResponse({
        category_id: 5,
        groups: { articles: { name: "Статьи", total: 5, items: contentItems("Статья", 5, "Текст") } },
      }),
    );
    expect(hitSection(view.sections, "articles")?.hits.map((hit) => hit.text)).toEqual([
      "Текст",
      "Текст",
      "Текст",
      null,
      null,
    ]);
  });

  it("stays within its share of the 20 KB loader budget with every section expanded and long texts", () => {
    const long = "Очень длинное описание статьи ".repeat(20);
    const response = searchResponse({
      category_id: 5,
      groups: {
        products: {
          ...productsGroup(500),
          items: productsGroup(500).items.map((card) => ({
            ...card,
            name: "Контактные линзы 1-Day Acuvue Oasys with HydraLuxe for Astigmatism (30 линз)",
            slug: "1-day-acuvue-oasys-with-hydraluxe-for-astigmatism-30",
            price_old: 350000,
          })),
        },
        articles: {
          name: "Статьи",
          total: 20,
          items: contentItems("Статья о контактных линзах и очках", 20, long),
        },
        videos: {
          name: "Видео",
          total: 20,
          items: contentItems("Видео о контактных линзах и очках", 20, long),
        },
        services: {
          name: "Услуги",
          total: 20,
          items: contentItems("Услуга клиники по подбору линз", 20, long),
        },
        questions: {
          name: "Вопросы",
          total: 20,
          items: contentItems("Вопрос специалисту о линзах", 20, long),
        },
      },
    });
    const view = searchPageView(response);
    const bytes = new TextEncoder().encode(JSON.stringify(view)).length;
    // the root route's layout data (≈ 4.5 KB) shares the page's 20 KB
    expect(bytes).toBeLessThanOrEqual(SEARCH_VIEW_BUDGET_BYTES);
    expect(SEARCH_VIEW_BUDGET_BYTES).toBeLessThanOrEqual(20 * 1024 - 4.5 * 1024);
    // the texts went first; the products are whole
    expect(hitSection(view.sections, "articles")?.hits[0]?.text).toBeNull();
    expect(view.sections.find((s) => s.kind === "products")?.total).toBe(500);
  });
});
