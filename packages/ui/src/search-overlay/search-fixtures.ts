/** Demo results for the overlay's stories and tests (not exported from the kit). */
import { lensBoxImage } from "../story-fixtures/fixtures.ts";
import type { ISearchOverlayLinkTab, ISearchOverlaySection } from "./types.ts";

export const overlaySections: ISearchOverlaySection[] = [
  {
    key: "products",
    title: "Товары",
    total: 42,
    items: [
      [
        "acuvue-oasys-6",
        "Acuvue Oasys with Hydraclear Plus (6 линз)",
        lensBoxImage("#0a3f8f", "ACUVUE"),
        189000,
        223000,
      ],
      [
        "1-day-acuvue-moist-30",
        "1-Day Acuvue Moist (30 линз)",
        lensBoxImage("#0b6e66", "1-DAY"),
        219000,
        null,
      ],
      ["biofinity-6", "Biofinity (6 линз)", lensBoxImage("#6b21a8", "BIO"), 214000, null],
      ["dailies-total-1-30", "Dailies Total 1 (30 линз)", lensBoxImage("#0369a1", "DT1"), 299000, 329000],
      [
        "air-optix-aqua-6",
        "Air Optix plus HydraGlyde (6 линз)",
        lensBoxImage("#7c3aed", "AIR"),
        179000,
        null,
      ],
    ].map(([slug, title, imageUrl, price, priceOld]) => ({
      kind: "product" as const,
      key: String(slug),
      title: String(title),
      href: `/product/${slug}`,
      imageUrl: String(imageUrl),
      price: Number(price),
      priceOld: priceOld === null ? null : Number(priceOld),
    })),
  },
  {
    key: "categories",
    title: "Категории",
    total: 2,
    items: [
      { kind: "link", key: "linzy", title: "Контактные линзы", href: "/catalog/linzy" },
      { kind: "link", key: "ochki", title: "Оправы", href: "/ochki/opravy" },
    ],
  },
  {
    key: "brands",
    title: "Бренд",
    total: 1,
    items: [{ kind: "link", key: "acuvue", title: "ACUVUE", href: "/catalog/linzy/f/brand=acuvue" }],
  },
  {
    key: "services",
    title: "Услуги",
    total: 4,
    items: [
      {
        kind: "link",
        key: "podbor",
        title: "Подбор контактных линз",
        href: "/zapis/podbor-linz",
        text: "30 минут, 1 500 ₽",
      },
      { kind: "link", key: "check", title: "Проверка зрения", href: "/zapis/proverka-zreniya" },
      { kind: "link", key: "kids", title: "Детский приём", href: "/zapis/detskiy-priyom" },
      { kind: "link", key: "ortho", title: "Ортокератология", href: "/zapis/ortokeratologiya" },
    ],
  },
  {
    key: "articles",
    title: "Статьи",
    total: 1,
    items: [
      {
        kind: "link",
        key: "kak-nosit",
        title: "Как носить линзы первый раз",
        href: "/stat/linzy/kak-nosit",
        text: "Сколько часов в день и как привыкнуть к линзам без дискомфорта.",
      },
    ],
  },
];

export const overlayLinkTabs: ISearchOverlayLinkTab[] = [
  { key: "odnodnevnye", label: "Однодневные линзы", count: 18, href: "/catalog/linzy/f/period=odnodnevnye" },
  { key: "solnce", label: "Солнцезащитные очки", count: 7, href: "/ochki/solncezashchitnye-ochki" },
];
