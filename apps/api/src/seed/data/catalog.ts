/** Categories, brands and facets of the catalogue. */
import type { TCategoryKind } from "../../db/schema.ts";

export type TCategorySeed = {
  id: number;
  slug: string;
  name: string;
  kind: TCategoryKind;
  sort: number;
  seoTitle: string;
  seoDescription: string;
};

/** Category id 3 is glasses (frames): the site links its products to /ochki/{slug}. */
export const CATEGORIES: readonly TCategorySeed[] = [
  {
    id: 1,
    slug: "linzy",
    name: "Контактные линзы",
    kind: "lenses",
    sort: 10,
    seoTitle: "Контактные линзы — купить с доставкой",
    seoDescription:
      "Однодневные, двухнедельные, ежемесячные, торические, мультифокальные и цветные контактные линзы.",
  },
  {
    id: 2,
    slug: "aksessuary",
    name: "Аксессуары",
    kind: "accessories",
    sort: 40,
    seoTitle: "Растворы, капли и аксессуары для линз и очков",
    seoDescription: "Растворы для контактных линз, увлажняющие капли, контейнеры, футляры и салфетки.",
  },
  {
    id: 3,
    slug: "opravy",
    name: "Оправы",
    kind: "frames",
    sort: 20,
    seoTitle: "Оправы для очков — мужские, женские, детские",
    seoDescription:
      "Оправы Ray-Ban, Vogue, Carrera, Emporio Armani и других брендов. Подбор очков в клинике.",
  },
  {
    id: 4,
    slug: "solncezashchitnye-ochki",
    name: "Солнцезащитные очки",
    kind: "sunglasses",
    sort: 30,
    seoTitle: "Солнцезащитные очки — оригинальные модели",
    seoDescription: "Солнцезащитные очки Ray-Ban, Polaroid, Carrera, Vogue с поляризацией и UV-защитой.",
  },
  {
    id: 5,
    slug: "podarochnye-sertifikaty",
    name: "Подарочные сертификаты",
    kind: "certificates",
    sort: 50,
    seoTitle: "Подарочные сертификаты",
    seoDescription:
      "Подарочные сертификаты номиналом 1\u00a0000, 2\u00a0000, 3\u00a0000 и 5\u00a0000 рублей.",
  },
];

export const CATEGORY_ID = {
  lenses: 1,
  accessories: 2,
  frames: 3,
  sunglasses: 4,
  certificates: 5,
} as const satisfies Record<TCategoryKind, number>;

export type TBrandSeed = { id: number; slug: string; name: string };

const BRAND_ROWS: readonly (readonly [slug: string, name: string])[] = [
  ["acuvue", "ACUVUE"],
  ["alcon", "Alcon"],
  ["coopervision", "CooperVision"],
  ["bausch-lomb", "Bausch + Lomb"],
  ["ray-ban", "Ray-Ban"],
  ["vogue", "Vogue Eyewear"],
  ["polaroid", "Polaroid"],
  ["carrera", "Carrera"],
  ["emporio-armani", "Emporio Armani"],
  ["prada", "Prada"],
  ["persol", "Persol"],
  ["oakley", "Oakley"],
  ["michael-kors", "Michael Kors"],
  ["boss", "BOSS"],
  ["tom-ford", "Tom Ford"],
  ["vision-line", "Vision Line"],
  ["avizor", "Avizor"],
  ["ursapharm", "Ursapharm"],
];

export const BRANDS: readonly TBrandSeed[] = BRAND_ROWS.map(([slug, name], index) => ({
  id: index + 1,
  slug,
  name,
}));

export function brandBySlug(slug: string): TBrandSeed {
  const brand = BRANDS.find((b) => b.slug === slug);
  if (!brand) throw new Error(`unknown brand ${slug}`);
  return brand;
}

export type TFacetSeed = { categoryId: number; key: string; name: string; position: number };

const FACET_ROWS: Record<number, readonly (readonly [key: string, name: string])[]> = {
  [CATEGORY_ID.lenses]: [
    ["brand", "Бренд"],
    ["period", "Срок замены"],
    ["type", "Тип линз"],
    ["material", "Материал"],
    ["items_in_pack", "Количество в упаковке"],
  ],
  [CATEGORY_ID.frames]: [
    ["brand", "Бренд"],
    ["gender", "Пол"],
    ["shape", "Форма"],
    ["material", "Материал оправы"],
    ["frame_type", "Тип оправы"],
    ["color", "Цвет"],
  ],
  [CATEGORY_ID.sunglasses]: [
    ["brand", "Бренд"],
    ["gender", "Пол"],
    ["shape", "Форма"],
    ["color", "Цвет оправы"],
    ["lens_color", "Цвет линз"],
    ["polarized", "Поляризация"],
  ],
  [CATEGORY_ID.accessories]: [
    ["brand", "Бренд"],
    ["type", "Тип"],
  ],
  [CATEGORY_ID.certificates]: [["nominal", "Номинал"]],
};

export const FACETS: readonly TFacetSeed[] = Object.entries(FACET_ROWS).flatMap(([categoryId, rows]) =>
  rows.map(([key, name], index) => ({
    categoryId: Number(categoryId),
    key,
    name,
    position: (index + 1) * 10,
  })),
);
