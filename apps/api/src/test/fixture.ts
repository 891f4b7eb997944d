/**
 * A tiny deterministic catalogue for the API integration tests (independent of the seed).
 * Ids are fixed so tests can name them.
 */
import type { TDb } from "../db/client.ts";
import * as t from "../db/schema.ts";

export const FX = {
  city: { ekb: 1, msk: 2, tmn: 3 },
  store: { ekbShop: 1, ekbClinic: 2, mskShop: 3 },
  category: { linzy: 1, opravy: 2, sun: 3, aksessuary: 4, certificates: 5 },
  product: {
    oasys1day: 101,
    oasys: 102,
    moist: 103,
    biofinity: 104,
    biofinityToric: 105,
    frame: 301,
    sunglasses: 302,
    certificate: 9907,
  },
  group: { sphere: 1001, baseCurve: 1002 },
  variant: { sphereM100: 10011, sphereM150: 10012, sphereM200: 10013, bc85: 10021, bc90: 10022 },
  mod: { m100bc85: 50001, m150bc85: 50002, m100bc90: 50003, m150bc90: 50004, m200bc85: 50005 },
  /** generated filler lenses 201..235 */
  fillerCount: 35,
} as const;

const day = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000);

export async function insertFixture(db: TDb): Promise<void> {
  await db.insert(t.regions).values([
    { id: 1, name: "Свердловская область" },
    { id: 2, name: "Москва и Московская область" },
    { id: 3, name: "Тюменская область" },
    { id: 4, name: "Регион без городов" },
  ]);
  await db.insert(t.cities).values([
    {
      id: 1,
      name: "Екатеринбург",
      regionId: 1,
      subDomain: "ekb",
      hasData: true,
      cdekId: 250,
      isFavourite: true,
      sort: 1,
    },
    {
      id: 2,
      name: "Москва",
      regionId: 2,
      subDomain: "msk",
      hasData: true,
      cdekId: 44,
      isFavourite: true,
      sort: 2,
    },
    {
      id: 3,
      name: "Тюмень",
      regionId: 3,
      subDomain: "tmn",
      hasData: false,
      cdekId: null,
      isFavourite: false,
      sort: 3,
    },
  ]);
  await db.insert(t.stores).values([
    {
      id: 1,
      cityId: 1,
      name: "Оптика на Ленина",
      address: "пр. Ленина, 50",
      lat: 56.8389,
      lon: 60.6057,
      phones: ["+73432000001"],
      hours: "10:00–21:00",
      isClinic: false,
      sort: 1,
    },
    {
      id: 2,
      cityId: 1,
      name: "Клиника на Малышева",
      address: "ул. Малышева, 30",
      lat: 56.835,
      lon: 60.61,
      phones: ["+73432000002"],
      hours: "09:00–20:00",
      isClinic: true,
      sort: 2,
    },
    {
      id: 3,
      cityId: 2,
      name: "Оптика на Тверской",
      address: "ул. Тверская, 7",
      lat: 55.7616,
      lon: 37.6096,
      phones: [],
      hours: "10:00–22:00",
      isClinic: false,
      sort: 1,
    },
  ]);
  await db.insert(t.categories).values([
    {
      id: 1,
      slug: "linzy",
      name: "Контактные линзы",
      kind: "lenses",
      sort: 1,
      seoTitle: "Линзы",
      seoDescription: null,
    },
    { id: 2, slug: "opravy", name: "Оправы", kind: "frames", sort: 2 },
    { id: 3, slug: "solncezashchitnye-ochki", name: "Солнцезащитные очки", kind: "sunglasses", sort: 3 },
    { id: 4, slug: "aksessuary", name: "Аксессуары", kind: "accessories", sort: 4 },
    { id: 5, slug: "podarochnye-sertifikaty", name: "Подарочные сертификаты", kind: "certificates", sort: 5 },
  ]);
  await db.insert(t.brands).values([
    { id: 1, slug: "acuvue", name: "ACUVUE" },
    { id: 2, slug: "biofinity", name: "Biofinity" },
    { id: 3, slug: "ray-ban", name: "Ray-Ban" },
  ]);
  const fillerIds = Array.from({ length: FX.fillerCount }, (_, i) => 201 + i);
  const allProductIds = [101, 102, 103, 104, 105, ...fillerIds, 301, 302, 9907];
  await db
    .insert(t.images)
    .values(allProductIds.map((id) => ({ id, kind: "lens-box", spec: { seed: id }, alt: `Товар ${id}` })));

  type P = typeof t.products.$inferInsert;
  const lens = (
    id: number,
    slug: string,
    name: string,
    brandId: number,
    price: number,
    popularity: number,
    created: number,
    extra: Partial<P> = {},
  ): P => ({
    id,
    slug,
    name,
    categoryId: 1,
    brandId,
    price,
    imageId: id,
    bonusValue: Math.round(price / 10000),
    popularity,
    createdAt: day(created),
    description: `${name}: описание`,
    manufacturer: brandId === 1 ? "Johnson & Johnson" : "CooperVision",
    ...extra,
  });
  await db.insert(t.products).values([
    lens(101, "acuvue-oasys-1-day", "1-Day Acuvue Oasys", 1, 199_000, 1000, 10, { priceOld: 219_000 }),
    lens(102, "acuvue-oasys", "Acuvue Oasys", 1, 159_000, 900, 20),
    lens(103, "1-day-acuvue-moist", "1-Day Acuvue Moist", 1, 179_000, 800, 30),
    lens(104, "biofinity", "Biofinity", 2, 149_000, 700, 40),
    lens(105, "biofinity-toric", "Biofinity Toric", 2, 249_000, 600, 50, { isNotAvailable: true }),
    ...fillerIds.map((id, i) =>
      lens(id, `lens-${id}`, `Линза ${id}`, i % 2 === 0 ? 2 : 1, 100_000 + i * 1000, 500 - i, 60 + i),
    ),
    {
      id: 301,
      slug: "ray-ban-rx5154",
      name: "Оправа Ray-Ban RX5154",
      categoryId: 2,
      brandId: 3,
      price: 1_290_000,
      imageId: 301,
      popularity: 10,
      createdAt: day(5),
    },
    {
      id: 302,
      slug: "ray-ban-wayfarer",
      name: "Очки Ray-Ban Wayfarer",
      categoryId: 3,
      brandId: 3,
      price: 1_590_000,
      imageId: 302,
      popularity: 5,
      createdAt: day(6),
    },
    {
      id: 9907,
      slug: "podarochnyy-sertifikat-1000",
      name: "Подарочный сертификат на 1000 ₽",
      categoryId: 5,
      brandId: null,
      price: 100_000,
      imageId: 9907,
      popularity: 1,
      createdAt: day(1),
    },
  ]);
  await db.insert(t.productImages).values([
    { productId: 101, imageId: 101, position: 0 },
    { productId: 101, imageId: 102, position: 1 },
  ]);
  await db.insert(t.productCharacteristics).values([
    {
      productId: 101,
      groupName: "Основные характеристики",
      groupSlug: "main",
      slug: "period",
      name: "Срок замены",
      valueSlug: "odnodnevnye",
      value: "Однодневные",
      position: 1,
    },
    {
      productId: 101,
      groupName: "Основные характеристики",
      groupSlug: "main",
      slug: "manufacturer",
      name: "Производитель",
      valueSlug: "jj",
      value: "Johnson & Johnson",
      position: 2,
    },
    {
      productId: 101,
      groupName: "Акции MyAcuvue",
      groupSlug: "akcii-myacuvue",
      slug: "promo-price",
      name: "Цена по акции",
      valueSlug: "1890",
      value: "1 890 ₽",
      position: 3,
    },
  ]);

  await db.insert(t.facets).values([
    { categoryId: 1, key: "brand", name: "Бренд", position: 1 },
    { categoryId: 1, key: "period", name: "Срок замены", position: 2 },
    { categoryId: 2, key: "brand", name: "Бренд", position: 1 },
  ]);
  const period = {
    odnodnevnye: "Однодневные",
    dvuhnedelnye: "Двухнедельные",
    mesyachnye: "Ежемесячные",
  } as const;
  const facetRows: Array<typeof t.productFacetValues.$inferInsert> = [];
  const tag = (productId: number, brand: "acuvue" | "biofinity", p: keyof typeof period) => {
    facetRows.push({
      productId,
      key: "brand",
      valueSlug: brand,
      label: brand === "acuvue" ? "ACUVUE" : "Biofinity",
    });
    facetRows.push({ productId, key: "period", valueSlug: p, label: period[p] });
  };
  tag(101, "acuvue", "odnodnevnye");
  tag(102, "acuvue", "dvuhnedelnye");
  tag(103, "acuvue", "odnodnevnye");
  tag(104, "biofinity", "mesyachnye");
  tag(105, "biofinity", "mesyachnye");
  for (const [i, id] of fillerIds.entries()) {
    tag(id, i % 2 === 0 ? "biofinity" : "acuvue", i % 3 === 0 ? "odnodnevnye" : "mesyachnye");
  }
  facetRows.push({ productId: 301, key: "brand", valueSlug: "ray-ban", label: "Ray-Ban" });
  await db.insert(t.productFacetValues).values(facetRows);

  await db.insert(t.variantGroups).values([
    { id: 1001, productId: 101, code: "sphere", name: "Оптическая сила (Сфера)", position: 1 },
    { id: 1002, productId: 101, code: "base_curve", name: "Радиус кривизны", position: 2 },
  ]);
  await db.insert(t.variants).values([
    { id: 10011, groupId: 1001, label: "-1.00", value: "-1.00", position: 1 },
    { id: 10012, groupId: 1001, label: "-1.50", value: "-1.50", position: 2 },
    { id: 10013, groupId: 1001, label: "-2.00", value: "-2.00", position: 3 },
    { id: 10021, groupId: 1002, label: "8.5", value: "8.5", position: 1 },
    { id: 10022, groupId: 1002, label: "9.0", value: "9.0", position: 2 },
  ]);
  // lens 101: every sphere × base curve except (-2.00, 9.0)
  await db.insert(t.modifications).values([
    { id: 50001, productId: 101, sku: "101-100-85" },
    { id: 50002, productId: 101, sku: "101-150-85" },
    { id: 50003, productId: 101, sku: "101-100-90" },
    { id: 50004, productId: 101, sku: "101-150-90", price: 205_000 },
    { id: 50005, productId: 101, sku: "101-200-85" },
    // one plain modification for every other product
    ...allProductIds
      .filter((id) => id !== 101)
      .map((id) => ({ id: 60000 + id, productId: id, sku: `P${id}` })),
  ]);
  await db.insert(t.modificationVariants).values([
    { modificationId: 50001, variantId: 10011 },
    { modificationId: 50001, variantId: 10021 },
    { modificationId: 50002, variantId: 10012 },
    { modificationId: 50002, variantId: 10021 },
    { modificationId: 50003, variantId: 10011 },
    { modificationId: 50003, variantId: 10022 },
    { modificationId: 50004, variantId: 10012 },
    { modificationId: 50004, variantId: 10022 },
    { modificationId: 50005, variantId: 10013 },
    { modificationId: 50005, variantId: 10021 },
  ]);
  await db.insert(t.stock).values([
    { storeId: 1, modificationId: 50001, quantity: 5 },
    { storeId: 3, modificationId: 50001, quantity: 1 },
    { storeId: 3, modificationId: 50002, quantity: 2 }, // only in Moscow
    { storeId: 1, modificationId: 50003, quantity: 0 },
    { storeId: 2, modificationId: 50004, quantity: 3 },
    { storeId: 1, modificationId: 60000 + 102, quantity: 4 },
    { storeId: 3, modificationId: 60000 + 104, quantity: 7 }, // Biofinity only in Moscow
    { storeId: 2, modificationId: 60000 + 301, quantity: 1 },
    { storeId: 1, modificationId: 60000 + 9907, quantity: 100 },
  ]);
  await db.insert(t.menuItems).values([
    { id: 1, menu: "header", title: "Линзы", path: "catalog/linzy", color: "#0a7", position: 1 },
    { id: 2, menu: "header", title: "Оправы", path: "catalog/opravy", color: null, position: 2 },
    { id: 3, menu: "footer", title: "Контакты", path: "kontakty", color: null, position: 1 },
    {
      id: 4,
      menu: "footer2",
      title: "Политика",
      path: "company/law/policy-personal-data",
      color: null,
      position: 1,
    },
  ]);
  await db.insert(t.siteVars).values([
    { key: "siteName", value: "Оптика Тест" },
    { key: "telegram", value: "https://t.me/optika" },
    { key: "facebook", value: "info@optika.example" },
    { key: "useReCaptchaForAuth", value: "0" },
    { key: "phone", value: "8 800 000-00-00" },
    { key: "productsUnavailableAtZeroStock", value: "104, 105" },
  ]);
}
