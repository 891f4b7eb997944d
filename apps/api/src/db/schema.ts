/**
 * Database schema (Drizzle, pg-core). One schema for PGlite and PostgreSQL 15+.
 * Money is integer kopecks. Column names are snake_case in the database, camelCase in TS.
 * The seed (apps/api/src/seed) and the API modules both code against this file.
 */
import { CATEGORY_KINDS, VARIANT_GROUP_CODES } from "@optika/domain/catalog";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export type { TCategoryKind, TVariantGroupCode } from "@optika/domain/catalog";

export const MENU_NAMES = ["header", "footer", "footer2"] as const;
export type TMenuName = (typeof MENU_NAMES)[number];

// ---------------------------------------------------------------- geography

export const regions = pgTable("regions", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
});

export const cities = pgTable(
  "cities",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    regionId: integer("region_id")
      .notNull()
      .references(() => regions.id),
    subDomain: text("sub_domain").notNull(),
    hasData: boolean("has_data").notNull().default(false),
    cdekId: integer("cdek_id"),
    isFavourite: boolean("is_favourite").notNull().default(false),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("cities_sub_domain_uq").on(t.subDomain), index("cities_region_idx").on(t.regionId)],
);

export const stores = pgTable(
  "stores",
  {
    id: integer("id").primaryKey(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    name: text("name").notNull(),
    address: text("address").notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    phones: text("phones").array().notNull().default(sql`'{}'::text[]`),
    hours: text("hours").notNull().default(""),
    isClinic: boolean("is_clinic").notNull().default(false),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("stores_city_idx").on(t.cityId)],
);

// ---------------------------------------------------------------- catalogue

export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    kind: text("kind", { enum: CATEGORY_KINDS }).notNull(),
    sort: integer("sort").notNull().default(0),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
  },
  (t) => [uniqueIndex("categories_slug_uq").on(t.slug)],
);

export const brands = pgTable(
  "brands",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
  },
  (t) => [uniqueIndex("brands_slug_uq").on(t.slug)],
);

export const images = pgTable("images", {
  id: integer("id").primaryKey(),
  /** what is drawn: 'lens-box' | 'frame' | 'sunglasses' | 'accessory' | 'certificate' | 'banner' … */
  kind: text("kind").notNull(),
  /** drawing parameters the media module renders (colours, shapes, text) */
  spec: jsonb("spec").notNull().default(sql`'{}'::jsonb`),
  alt: text("alt").notNull().default(""),
});

export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    brandId: integer("brand_id").references(() => brands.id),
    /** kopecks */
    price: integer("price").notNull(),
    /** kopecks; previous price when discounted */
    priceOld: integer("price_old"),
    imageId: integer("image_id").references(() => images.id),
    bonusValue: integer("bonus_value").notNull().default(0),
    isNotAvailable: boolean("is_not_available").notNull().default(false),
    popularity: integer("popularity").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    description: text("description").notNull().default(""),
    manufacturer: text("manufacturer").notNull().default(""),
  },
  (t) => [
    uniqueIndex("products_slug_uq").on(t.slug),
    index("products_category_popularity_idx").on(t.categoryId, t.popularity.desc(), t.id),
    index("products_category_price_idx").on(t.categoryId, t.price, t.id),
    index("products_category_created_idx").on(t.categoryId, t.createdAt.desc(), t.id),
    index("products_brand_idx").on(t.brandId),
    index("products_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    imageId: integer("image_id")
      .notNull()
      .references(() => images.id),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.imageId] }), index("product_images_image_idx").on(t.imageId)],
);

export const productCharacteristics = pgTable(
  "product_characteristics",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    groupName: text("group_name").notNull(),
    groupSlug: text("group_slug").notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    valueSlug: text("value_slug").notNull(),
    value: text("value").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("product_characteristics_product_idx").on(t.productId, t.position)],
);

/**
 * Filterable keys of a category. 'brand' is a facet too: give every product with a brand a
 * product_facet_values row (key 'brand', value_slug = brands.slug, label = brands.name) and its
 * category a facets row (key 'brand', name 'Бренд'). Keys and value slugs: [a-z0-9-_.]
 * (the domain's filter segment codec).
 */
export const facets = pgTable(
  "facets",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.key] })],
);

export const productFacetValues = pgTable(
  "product_facet_values",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    valueSlug: text("value_slug").notNull(),
    label: text("label").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.key, t.valueSlug] }),
    index("product_facet_values_key_value_idx").on(t.key, t.valueSlug, t.productId),
  ],
);

// ---------------------------------------------------------------- variants & stock

export const variantGroups = pgTable(
  "variant_groups",
  {
    id: integer("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    code: text("code", { enum: VARIANT_GROUP_CODES }).notNull(),
    /** 'Оптическая сила (Сфера)', 'Радиус кривизны', … */
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("variant_groups_product_idx").on(t.productId, t.position)],
);

export const variants = pgTable(
  "variants",
  {
    id: integer("id").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => variantGroups.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    value: text("value").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("variants_group_idx").on(t.groupId, t.position)],
);

export const modifications = pgTable(
  "modifications",
  {
    id: integer("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sku: text("sku").notNull(),
    /** kopecks; null → product price */
    price: integer("price"),
  },
  (t) => [index("modifications_product_idx").on(t.productId), uniqueIndex("modifications_sku_uq").on(t.sku)],
);

export const modificationVariants = pgTable(
  "modification_variants",
  {
    modificationId: integer("modification_id")
      .notNull()
      .references(() => modifications.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.modificationId, t.variantId] }),
    index("modification_variants_variant_idx").on(t.variantId, t.modificationId),
  ],
);

export const stock = pgTable(
  "stock",
  {
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    modificationId: integer("modification_id")
      .notNull()
      .references(() => modifications.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.modificationId] }),
    index("stock_modification_idx").on(t.modificationId),
  ],
);

// ---------------------------------------------------------------- sessions & content

export const sessions = pgTable(
  "sessions",
  {
    token: text("token").primaryKey(),
    cityId: integer("city_id").references(() => cities.id),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("sessions_last_seen_idx").on(t.lastSeenAt)],
);

export const menuItems = pgTable(
  "menu_items",
  {
    id: integer("id").primaryKey(),
    menu: text("menu", { enum: MENU_NAMES }).notNull(),
    title: text("title").notNull(),
    path: text("path").notNull(),
    color: text("color"),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("menu_items_menu_idx").on(t.menu, t.position)],
);

/**
 * Site variables. GET /configs lifts these keys to the top level of the config:
 * siteName, logoFront, telegram, vkontakte, odnoklassniki, whatsapp, facebook (the contact
 * e-mail), useReCaptchaForAuth ('0'/'1'). Every other key goes to config.vars as is (phone,
 * postal code, address, delivery terms, 'Включить заставку 30 лет' …). The list of product ids
 * unavailable at zero stock is the key `productsUnavailableAtZeroStock` (comma-separated ids).
 */
export const siteVars = pgTable("site_vars", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** Seed bookkeeping: e.g. key 'seeded' → '{"scale":1,"version":1}' */
export const seedMeta = pgTable("seed_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

// ---------------------------------------------------------------- cart, wishlist, marketing outbox

/**
 * A shopper's cart: a guest's is bound to the session (deleted with it), a signed-in shopper's to
 * the user (`user_id`; the users table comes with accounts: no foreign key yet). mergeGuestCart
 * (modules/cart) moves a guest cart into the user's at sign-in. Every change of a cart locks its
 * row first (the upsert in cart-repository.ts), so changes of one cart never interleave.
 */
export const carts = pgTable(
  "carts",
  {
    id: serial("id").primaryKey(),
    sessionToken: text("session_token").references(() => sessions.token, { onDelete: "cascade" }),
    userId: integer("user_id").references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("carts_session_uq").on(t.sessionToken),
    uniqueIndex("carts_user_uq").on(t.userId),
    check("carts_owner_ck", sql`${t.sessionToken} is not null or ${t.userId} is not null`),
  ],
);

/**
 * A line of a cart: one product + modification + options (per eye) with its quantity. Prices are
 * never stored here: GET cart prices every line from the catalogue.
 */
export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    modificationId: integer("modification_id")
      .notNull()
      .references(() => modifications.id, { onDelete: "cascade" }),
    /** the options as sent (e.g. { eye: "left" }) and their canonical JSON (the line's identity) */
    options: jsonb("options").notNull().default(sql`'{}'::jsonb`),
    optionsKey: text("options_key").notNull().default("{}"),
    /** free data as sent with the first add */
    data: jsonb("data").notNull().default(sql`'{}'::jsonb`),
    quantity: integer("quantity").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_items_line_uq").on(t.cartId, t.productId, t.modificationId, t.optionsKey),
    check("cart_items_quantity_ck", sql`${t.quantity} > 0`),
  ],
);

/** Saved products of a guest (session) or, once accounts land, of a user. */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    id: serial("id").primaryKey(),
    sessionToken: text("session_token").references(() => sessions.token, { onDelete: "cascade" }),
    userId: integer("user_id").references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("wishlist_items_session_product_uq").on(t.sessionToken, t.productId),
    uniqueIndex("wishlist_items_user_product_uq").on(t.userId, t.productId),
    check("wishlist_items_owner_ck", sql`${t.sessionToken} is not null or ${t.userId} is not null`),
  ],
);

/**
 * Outbox of marketing events (cart-change, product-view, wishlist-change): written in the
 * transaction of the change, delivered to the marketing adapter by the drain job
 * (modules/marketing); sent and given-up rows are purged after a day.
 */
export const marketingEvents = pgTable(
  "marketing_events",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    deviceUuid: text("device_uuid"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
  },
  (t) => [
    index("marketing_events_pending_idx").on(t.nextAttemptAt, t.id).where(sql`${t.sentAt} is null`),
    index("marketing_events_created_idx").on(t.createdAt),
  ],
);

// ---------------------------------------------------------------- forms

/**
 * What shoppers sent through POST /form/send (cooperation enquiries, out-of-stock lens requests).
 * A row is committed only after its file (if any) is on disk under FORM_UPLOAD_DIR, and the API
 * answers 200 only after the row is committed (docs/decisions/0021-*).
 */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: uuid("id").primaryKey(),
    type: text("type").notNull(),
    name: text("name").notNull(),
    /** as the shopper typed it, normalised to "+7…" (cooperation) or digits (lens request) */
    phone: text("phone").notNull(),
    email: text("email"),
    message: text("message").notNull().default(""),
    /** what the request is about, e.g. { product_id, modification_id } */
    source: jsonb("source"),
    noMailSend: boolean("no_mail_send").notNull().default(false),
    /** file name under FORM_UPLOAD_DIR (`{id}.{ext}`) */
    attachmentFile: text("attachment_file"),
    /** the name the shopper's file had (shown to staff, never used as a path) */
    attachmentName: text("attachment_name"),
    /** the type detected from the content: pdf, doc, docx, jpg, png */
    attachmentKind: text("attachment_kind"),
    attachmentBytes: integer("attachment_bytes"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("form_submissions_created_idx").on(t.createdAt)],
);

// ---------------------------------------------------------------- accounts (issue 10)

/**
 * Shoppers with an account. The phone is the identity (digits with the country code, "79123456789").
 * `password_hash` is the password sent by SMS (scrypt, `scrypt$N$r$p$salt$hash`), null until one
 * is requested (decision 0026).
 */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").notNull(),
    name: text("name"),
    email: text("email"),
    birthday: date("birthday", { mode: "string" }),
    isMarketing: boolean("is_marketing").notNull().default(true),
    passwordHash: text("password_hash"),
    /** when the last password was sent (re-request only after more than 1 minute) */
    passwordSentAt: timestamp("password_sent_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_phone_uq").on(t.phone)],
);

/**
 * Sign-in tokens: only the SHA-256 of the 256-bit random token is stored. A token is valid until
 * `expires_at` (5 years, the cookie's life) unless revoked (logout, or a newer sign-in from the
 * same browser).
 */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("auth_tokens_hash_uq").on(t.tokenHash), index("auth_tokens_user_idx").on(t.userId)],
);

/**
 * Every sign-in code sent (by call or SMS): the HMAC of the code, its life (5 minutes), wrong tries
 * (at most 5) and use (once). The rows are also the send counters: per phone (3 in 15 minutes,
 * 10 a day) and per client address. Rows older than a day are purged.
 */
export const phoneCodes = pgTable(
  "phone_codes",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").notNull(),
    channel: text("channel", { enum: ["call", "sms"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    /** the client address that asked (per-address limits) */
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("phone_codes_phone_created_idx").on(t.phone, t.createdAt),
    index("phone_codes_ip_created_idx").on(t.ip, t.createdAt),
  ],
);

/** Failed password sign-ins per phone (at most 10 in 15 minutes). Rows older than a day are purged. */
export const passwordFailures = pgTable(
  "password_failures",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("password_failures_phone_created_idx").on(t.phone, t.createdAt)],
);

/** Discount cards: virtual ones issued from the profile, plastic ones from the shops (seeded). */
export const discountCards = pgTable(
  "discount_cards",
  {
    id: serial("id").primaryKey(),
    guid: uuid("guid").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** EAN-13 */
    number: text("number").notNull(),
    kind: text("kind", { enum: ["virtual", "plastic"] }).notNull(),
    discountPercent: integer("discount_percent").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("discount_cards_guid_uq").on(t.guid),
    uniqueIndex("discount_cards_number_uq").on(t.number),
    uniqueIndex("discount_cards_user_virtual_uq").on(t.userId).where(sql`${t.kind} = 'virtual'`),
    check("discount_cards_percent_ck", sql`${t.discountPercent} between 0 and 100`),
  ],
);

/** Gift certificates a shopper owns (money in kopecks). */
export const giftCertificates = pgTable(
  "gift_certificates",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    nominal: integer("nominal").notNull(),
    balance: integer("balance").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: date("expires_at", { mode: "string" }),
  },
  (t) => [
    uniqueIndex("gift_certificates_code_uq").on(t.code),
    index("gift_certificates_user_idx").on(t.userId),
    check("gift_certificates_balance_ck", sql`${t.balance} between 0 and ${t.nominal}`),
  ],
);

/** Bonus movements of a shopper: accruals (+), spendings and expiries (−); the balance is their sum. */
export const bonusEntries = pgTable(
  "bonus_entries",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    kind: text("kind", { enum: ["accrual", "spending", "expiry"] }).notNull(),
    description: text("description").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("bonus_entries_user_created_idx").on(t.userId, t.createdAt)],
);

// ---------------------------------------------------------------- clinics and appointments (issue 13)

/**
 * The IANA time zone of a city (Europe/Kaliningrad … Asia/Vladivostok): clinic hours, shifts and
 * slots are local there. A table of its own so the cities table stays the geography's.
 */
export const cityTimeZones = pgTable("city_time_zones", {
  cityId: integer("city_id")
    .primaryKey()
    .references(() => cities.id, { onDelete: "cascade" }),
  timeZone: text("time_zone").notNull(),
});

/** Groups of clinic services (`/uslugi/{slug}`). */
export const serviceCategories = pgTable(
  "service_categories",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("service_categories_slug_uq").on(t.slug)],
);

/** A clinic service: price in kopecks, duration in minutes (a multiple of 15). */
export const services = pgTable(
  "services",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => serviceCategories.id),
    name: text("name").notNull(),
    announce: text("announce").notNull().default(""),
    description: text("description").notNull().default(""),
    price: integer("price").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    isForChildren: boolean("is_for_children").notNull().default(false),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    uniqueIndex("services_slug_uq").on(t.slug),
    index("services_category_idx").on(t.categoryId),
    check("services_price_ck", sql`${t.price} >= 0`),
    check(
      "services_duration_ck",
      sql`${t.durationMinutes} between 15 and 480 and ${t.durationMinutes} % 15 = 0`,
    ),
  ],
);

/** Doctors, optometrists and opticians of the clinics. */
export const specialists = pgTable("specialists", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  position: text("position").notNull(),
  imageId: integer("image_id").references(() => images.id),
  experienceYears: integer("experience_years").notNull().default(0),
  bio: text("bio").notNull().default(""),
  education: text("education").notNull().default(""),
  sort: integer("sort").notNull().default(0),
});

/** Which clinics a specialist works in. */
export const specialistStores = pgTable(
  "specialist_stores",
  {
    specialistId: integer("specialist_id")
      .notNull()
      .references(() => specialists.id, { onDelete: "cascade" }),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.specialistId, t.storeId] }),
    index("specialist_stores_store_idx").on(t.storeId),
  ],
);

/** Which services a specialist provides. */
export const specialistServices = pgTable(
  "specialist_services",
  {
    specialistId: integer("specialist_id")
      .notNull()
      .references(() => specialists.id, { onDelete: "cascade" }),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.specialistId, t.serviceId] }),
    index("specialist_services_service_idx").on(t.serviceId),
  ],
);

/** A clinic's weekly opening hours: ISO weekday (1 = Monday), local minutes after midnight. */
export const clinicOpeningHours = pgTable(
  "clinic_opening_hours",
  {
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    weekday: integer("weekday").notNull(),
    opensMinute: integer("opens_minute").notNull(),
    closesMinute: integer("closes_minute").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.weekday] }),
    check(
      "clinic_opening_hours_ck",
      sql`${t.weekday} between 1 and 7 and 0 <= ${t.opensMinute} and ${t.opensMinute} < ${t.closesMinute} and ${t.closesMinute} <= 1440`,
    ),
  ],
);

/** Days a clinic is closed (holidays), local ISO days. */
export const clinicClosedDays = pgTable(
  "clinic_closed_days",
  {
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    reason: text("reason").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day] })],
);

/**
 * A specialist's weekly shift: one clinic per weekday (so one person is never in two clinics at
 * once), local minutes, an optional break.
 */
export const specialistShifts = pgTable(
  "specialist_shifts",
  {
    specialistId: integer("specialist_id")
      .notNull()
      .references(() => specialists.id, { onDelete: "cascade" }),
    weekday: integer("weekday").notNull(),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    startsMinute: integer("starts_minute").notNull(),
    endsMinute: integer("ends_minute").notNull(),
    breakStartsMinute: integer("break_starts_minute"),
    breakEndsMinute: integer("break_ends_minute"),
  },
  (t) => [
    primaryKey({ columns: [t.specialistId, t.weekday] }),
    index("specialist_shifts_store_idx").on(t.storeId, t.weekday),
    check(
      "specialist_shifts_ck",
      sql`${t.weekday} between 1 and 7 and 0 <= ${t.startsMinute} and ${t.startsMinute} < ${t.endsMinute} and ${t.endsMinute} <= 1440`,
    ),
  ],
);

/** Exceptions to the weekly shifts: days a specialist does not work (vacation, training). */
export const specialistDaysOff = pgTable(
  "specialist_days_off",
  {
    specialistId: integer("specialist_id")
      .notNull()
      .references(() => specialists.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.specialistId, t.day] })],
);

/**
 * A booking. Two booked appointments of one specialist never overlap: an exclusion constraint
 * over (specialist, [starts_at, ends_at)) on booked rows (custom migration *_appointments_sql,
 * core GiST range operators, no extension), so a double booking is impossible on both engines.
 * `user_id` is the signed-in shopper (the users table comes with accounts: no foreign key yet).
 */
export const appointments = pgTable(
  "appointments",
  {
    id: uuid("id").primaryKey(),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id),
    specialistId: integer("specialist_id")
      .notNull()
      .references(() => specialists.id),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true, mode: "date" }).notNull(),
    status: text("status", { enum: ["booked", "cancelled"] })
      .notNull()
      .default("booked"),
    name: text("name").notNull(),
    /** digits, "79123456789" */
    phone: text("phone").notNull(),
    comment: text("comment").notNull().default(""),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("appointments_user_idx").on(t.userId, t.startsAt),
    index("appointments_store_starts_idx").on(t.storeId, t.startsAt),
    check("appointments_range_ck", sql`${t.startsAt} < ${t.endsAt}`),
    check("appointments_status_ck", sql`${t.status} in ('booked', 'cancelled')`),
  ],
);

/** Quick requests (`/bystraya-zapis`): the clinic calls the shopper back. */
export const quickAppointmentRequests = pgTable(
  "quick_appointment_requests",
  {
    id: uuid("id").primaryKey(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    storeId: integer("store_id").references(() => stores.id, { onDelete: "set null" }),
    serviceId: integer("service_id").references(() => services.id, { onDelete: "set null" }),
    comment: text("comment").notNull().default(""),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("quick_appointment_requests_created_idx").on(t.createdAt)],
);

/**
 * Due jobs of appointments (confirmation and reminder SMS), written in the booking's transaction
 * and sent by the appointment job worker: claimed with FOR UPDATE SKIP LOCKED and leased, so two
 * workers never send one twice, and nothing is lost across a restart (decision 0030).
 */
export const appointmentJobs = pgTable(
  "appointment_jobs",
  {
    id: serial("id").primaryKey(),
    appointmentId: uuid("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["confirmation", "reminder"] }).notNull(),
    runAt: timestamp("run_at", { withTimezone: true, mode: "date" }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** sent, or skipped (the appointment was cancelled) */
    doneAt: timestamp("done_at", { withTimezone: true, mode: "date" }),
    outcome: text("outcome"),
    lastError: text("last_error"),
  },
  (t) => [
    uniqueIndex("appointment_jobs_uq").on(t.appointmentId, t.kind),
    index("appointment_jobs_due_idx").on(t.runAt, t.id).where(sql`${t.doneAt} is null`),
  ],
);

// ---------------------------------------------------------------- search (decision 0028)

/** PostgreSQL full-text document (Drizzle has no built-in column type for it). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * One row per product: what GET /catalog/search matches against. Rebuilt from the catalogue by
 * `refreshProductSearch` (modules/search/refresh-product-search.ts). GIN indexes (full text,
 * trigram) are in the custom migration *_search_sql.
 */
export const productSearch = pgTable("product_search", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  /** russian configuration; weights A name, B brand (+ its spellings), C category, D characteristics + description */
  document: tsvector("document").notNull(),
  /** lens parameter values of the product's modifications (sphere, cylinder, base curve, axis, addition) */
  params: doublePrecision("params").array().notNull().default(sql`'{}'::double precision[]`),
});

/**
 * The search vocabulary: every word of the product documents (target = term) and the spellings
 * shoppers use for them (synonyms from the seed: 'акувью' → 'acuvue'). `sound` is search_sound(term)
 * (vowel-folded Cyrillic, consonant skeleton of Latin) for fuzzy matching.
 */
export const searchTerms = pgTable(
  "search_terms",
  {
    term: text("term").notNull(),
    /** the document word (or words, space-separated) the term stands for */
    target: text("target").notNull(),
    sound: text("sound").notNull(),
    /** true for shopper spellings (synonyms), false for words of the documents */
    isSynonym: boolean("is_synonym").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.term, t.target] }), index("search_terms_sound_idx").on(t.sound)],
);

/**
 * The catalogue listings with one filter value chosen ("Контактные линзы ACUVUE" →
 * /catalog/linzy/f/brand=acuvue) that search offers as filter pages: rebuilt with product_search.
 */
export const searchFilterPages = pgTable(
  "search_filter_pages",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    valueSlug: text("value_slug").notNull(),
    /** "{category name} {value label}" */
    title: text("title").notNull(),
    productsCount: integer("products_count").notNull(),
    /** russian configuration over the value label (A), the category name (B) and the facet name (C) */
    document: tsvector("document").notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.key, t.valueSlug] })],
);

/** Shopper spellings the seed fills (brand transliterations, colloquial words): term → target. */
export const searchSynonyms = pgTable(
  "search_synonyms",
  {
    term: text("term").notNull(),
    target: text("target").notNull(),
  },
  (t) => [primaryKey({ columns: [t.term, t.target] })],
);

// ---------------------------------------------------------------- orders-api (issue 11: orders, promotions; decision 0032)

export const DELIVERY_TYPES = ["pickup", "courier"] as const;
export type TDeliveryType = (typeof DELIVERY_TYPES)[number];
export const PAYMENT_METHODS = ["online", "on_receipt"] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
/** new → paid (online payment) or completed; cancelled releases the reservation. */
export const ORDER_STATUSES = ["new", "paid", "completed", "cancelled"] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ["unpaid", "paid"] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * An order (POST /checkout/process/new). `hash` is 128 random bits in base64url: the only key of its
 * pages (`/order/{hash}`). Money in kopecks: total = items_total − discount + delivery_cost
 * − certificate_amount − bonuses_spent × 100 (bonuses are points, 1 point = 1 ruble, like bonus_entries).
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    hash: text("hash").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("new"),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("unpaid"),
    customerName: text("customer_name").notNull(),
    /** digits, "79123456789" */
    customerPhone: text("customer_phone").notNull(),
    customerEmail: text("customer_email"),
    customerIsMarketing: boolean("customer_is_marketing").notNull().default(true),
    deliveryId: integer("delivery_id").notNull(),
    deliveryType: text("delivery_type", { enum: DELIVERY_TYPES }).notNull(),
    /** the delivery's class ('pickup', 'yandex-day-delivery', …) as quoted */
    deliveryClass: text("delivery_class").notNull(),
    /** pickup: the point's code; the store the stock is reserved in when the point is the chain's own */
    pickupPointCode: text("pickup_point_code"),
    pickupStoreId: integer("pickup_store_id").references(() => stores.id, { onDelete: "set null" }),
    /** courier: the address as sent (full address, coordinates, apartment, entrance, …) */
    deliveryAddress: jsonb("delivery_address"),
    deliveryCost: integer("delivery_cost").notNull().default(0),
    deliveryTermDays: integer("delivery_term_days"),
    deliveryTermLabel: text("delivery_term_label"),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull(),
    itemsTotal: integer("items_total").notNull(),
    /** promo code discount */
    discount: integer("discount").notNull().default(0),
    certificateAmount: integer("certificate_amount").notNull().default(0),
    /** points (1 point = 1 ruble) */
    bonusesSpent: integer("bonuses_spent").notNull().default(0),
    /** points the order brings when paid: the sum of its items' bonuses */
    bonusesAccrued: integer("bonuses_accrued").notNull().default(0),
    total: integer("total").notNull(),
    promoCode: text("promo_code"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }),
    /** online payment: an unpaid order's reservation is released after this */
    reservationExpiresAt: timestamp("reservation_expires_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("orders_hash_uq").on(t.hash),
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    index("orders_reservation_due_idx")
      .on(t.reservationExpiresAt)
      .where(sql`${t.paymentStatus} = 'unpaid' and ${t.status} = 'new'`),
    check(
      "orders_money_ck",
      sql`${t.itemsTotal} >= 0 and ${t.discount} >= 0 and ${t.certificateAmount} >= 0 and ${t.bonusesSpent} >= 0 and ${t.deliveryCost} >= 0 and ${t.total} >= 0`,
    ),
    check("orders_status_ck", sql`${t.status} in ('new', 'paid', 'completed', 'cancelled')`),
    check("orders_payment_status_ck", sql`${t.paymentStatus} in ('unpaid', 'paid')`),
    check("orders_delivery_type_ck", sql`${t.deliveryType} in ('pickup', 'courier')`),
    check("orders_payment_method_ck", sql`${t.paymentMethod} in ('online', 'on_receipt')`),
  ],
);

/** A line of an order, priced when the order was made; `eye` is options.eye when given. */
export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    modificationId: integer("modification_id").notNull(),
    name: text("name").notNull(),
    sku: text("sku").notNull(),
    quantity: integer("quantity").notNull(),
    /** kopecks per unit */
    price: integer("price").notNull(),
    /** bonuses per unit */
    bonusValue: integer("bonus_value").notNull().default(0),
    options: jsonb("options").notNull().default(sql`'{}'::jsonb`),
    data: jsonb("data").notNull().default(sql`'{}'::jsonb`),
    eye: text("eye"),
    /** product 9907: the certificates issued when the order was paid */
    certificateIds: integer("certificate_ids").array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    check("order_items_quantity_ck", sql`${t.quantity} > 0 and ${t.price} >= 0`),
  ],
);

export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull(),
    comment: text("comment").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("order_status_history_order_idx").on(t.orderId, t.id)],
);

/**
 * Idempotency keys of POST /checkout/process/new: the key (one per checkout attempt) and the
 * SHA-256 of the request (owner + body) → the order. Written in the order's transaction.
 */
export const orderIdempotency = pgTable(
  "order_idempotency",
  {
    key: text("key").primaryKey(),
    fingerprint: text("fingerprint").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("order_idempotency_order_idx").on(t.orderId)],
);

/** Stock taken by an order (stock.quantity was decreased); released_at when given back. */
export const stockReservations = pgTable(
  "stock_reservations",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id),
    modificationId: integer("modification_id")
      .notNull()
      .references(() => modifications.id),
    quantity: integer("quantity").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    releasedAt: timestamp("released_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("stock_reservations_line_uq").on(t.orderId, t.storeId, t.modificationId),
    check("stock_reservations_quantity_ck", sql`${t.quantity} > 0`),
  ],
);

export const PROMO_KINDS = ["percent", "fixed"] as const;
export type TPromoKind = (typeof PROMO_KINDS)[number];

/** Promo codes: `value` is a percent (1…100) or kopecks; `code` is stored upper-case. */
export const promoCodes = pgTable(
  "promo_codes",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    kind: text("kind", { enum: PROMO_KINDS }).notNull(),
    value: integer("value").notNull(),
    /** kopecks: the least items total it applies to */
    minSum: integer("min_sum").notNull().default(0),
    validFrom: timestamp("valid_from", { withTimezone: true, mode: "date" }),
    validTo: timestamp("valid_to", { withTimezone: true, mode: "date" }),
    /** uses per customer (phone); null = unlimited */
    perCustomerLimit: integer("per_customer_limit"),
    /** uses overall; null = unlimited */
    totalLimit: integer("total_limit"),
    active: boolean("active").notNull().default(true),
    description: text("description").notNull().default(""),
  },
  (t) => [
    uniqueIndex("promo_codes_code_uq").on(t.code),
    check("promo_codes_kind_ck", sql`${t.kind} in ('percent', 'fixed')`),
    check(
      "promo_codes_value_ck",
      sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100) and ${t.minSum} >= 0`,
    ),
  ],
);

/** One use of a promo code by an order (per-customer limits count these by phone). */
export const promoRedemptions = pgTable(
  "promo_redemptions",
  {
    id: serial("id").primaryKey(),
    promoCodeId: integer("promo_code_id")
      .notNull()
      .references(() => promoCodes.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    customerPhone: text("customer_phone").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    amount: integer("amount").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("promo_redemptions_order_uq").on(t.orderId),
    index("promo_redemptions_code_phone_idx").on(t.promoCodeId, t.customerPhone),
  ],
);

/** Money taken from a gift certificate by an order (its balance was decreased by `amount`). */
export const certificateRedemptions = pgTable(
  "certificate_redemptions",
  {
    id: serial("id").primaryKey(),
    certificateId: integer("certificate_id")
      .notNull()
      .references(() => giftCertificates.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** the reservation of an unpaid order was released: the amount went back to the certificate */
    refundedAt: timestamp("refunded_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("certificate_redemptions_order_uq").on(t.orderId),
    check("certificate_redemptions_amount_ck", sql`${t.amount} > 0`),
  ],
);

// ---------------------------------------------------------------- delivery-api (issue 11: delivery, pickup points, addresses)

/**
 * The centre of a city (degrees): the delivery simulator measures from the stores to addresses
 * and lays out the partner pickup network around it; the address simulator places addresses of
 * cities without a street list near it (decision 0033).
 */
export const cityCentres = pgTable("city_centres", {
  cityId: integer("city_id")
    .primaryKey()
    .references(() => cities.id, { onDelete: "cascade" }),
  lat: doublePrecision("lat").notNull(),
  lon: doublePrecision("lon").notNull(),
});

/**
 * Addresses a signed-in shopper's orders went to (saveAddressFromOrder), offered again at checkout
 * (GET /user/addresses). A courier address keeps the door details; a pickup address the point:
 * the chain's store (`shop_id`) or the carrier's point code (`place_id`). One row per
 * (user, dedupe_key): ordering to the same place again only refreshes `used_at`. At most
 * USER_ADDRESS_LIMIT rows per user, the least recently used dropped first.
 */
export const userAddresses = pgTable(
  "user_addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** the delivery method (modules/checkout-delivery/delivery-methods.ts) */
    deliveryId: integer("delivery_id").notNull(),
    deliveryClass: text("delivery_class").notNull(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    computedAddress: text("computed_address").notNull(),
    shortAddress: text("short_address").notNull().default(""),
    zip: text("zip").notNull().default(""),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    flat: text("flat").notNull().default(""),
    entrance: text("entrance").notNull().default(""),
    floor: text("floor").notNull().default(""),
    intercom: text("intercom").notNull().default(""),
    comment: text("comment").notNull().default(""),
    /** the carrier's pickup point code */
    placeId: text("place_id"),
    /** the chain's store of a pickup (no foreign key: a closed store makes the address 'gone', spec §8) */
    shopId: integer("shop_id"),
    /** what makes two addresses the same: class + place, or class + address + flat */
    dedupeKey: text("dedupe_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("user_addresses_dedupe_uq").on(t.userId, t.dedupeKey),
    index("user_addresses_user_used_idx").on(t.userId, t.usedAt),
  ],
);

// ---------------------------------------------------------------- payments-api (issue 11: payments; decision 0034)

export const PAYMENT_RECORD_STATUSES = ["pending", "succeeded", "canceled"] as const;

/**
 * An attempt to pay an order online, at one provider. At most one is pending per order (a second
 * start resumes it); `succeeded` is final, so a late 'canceled' never undoes a payment.
 */
export const payments = pgTable(
  "payments",
  {
    /** ours; also the idempotence key sent to the provider */
    id: uuid("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["test", "yookassa"] }).notNull(),
    /** the provider's id, once it has answered */
    providerPaymentId: text("provider_payment_id"),
    /** kopecks */
    amount: integer("amount").notNull(),
    status: text("status", { enum: PAYMENT_RECORD_STATUSES }).notNull().default("pending"),
    confirmationUrl: text("confirmation_url"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    succeededAt: timestamp("succeeded_at", { withTimezone: true, mode: "date" }),
    canceledAt: timestamp("canceled_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("payments_provider_payment_uq").on(t.provider, t.providerPaymentId),
    uniqueIndex("payments_order_pending_uq").on(t.orderId).where(sql`${t.status} = 'pending'`),
    index("payments_order_idx").on(t.orderId, t.createdAt),
    check("payments_status_ck", sql`${t.status} in ('pending', 'succeeded', 'canceled')`),
    check("payments_amount_ck", sql`${t.amount} > 0`),
  ],
);

/**
 * The webhook log: one row per authentic event (provider, event key), so a repeated delivery is
 * recognised and changes nothing; `outcome` says what processing did.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").notNull(),
    eventKey: text("event_key").notNull(),
    providerPaymentId: text("provider_payment_id").notNull(),
    status: text("status").notNull(),
    /** paid, canceled, ignored (nothing to change), unknown (no such payment), paid-twice */
    outcome: text("outcome").notNull(),
    paymentId: uuid("payment_id"),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_events_key_uq").on(t.provider, t.eventKey),
    index("payment_events_payment_idx").on(t.providerPaymentId),
  ],
);

/**
 * The built-in test provider's own side: its payments (what its hosted page shows and decides).
 * In production with YooKassa the table stays empty.
 */
export const testProviderPayments = pgTable(
  "test_provider_payments",
  {
    id: uuid("id").primaryKey(),
    idempotenceKey: text("idempotence_key").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    description: text("description").notNull(),
    returnUrl: text("return_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    status: text("status", { enum: ["pending", "succeeded", "declined", "canceled"] })
      .notNull()
      .default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("test_provider_payments_key_uq").on(t.idempotenceKey)],
);

/**
 * Due jobs of payments: the test provider's webhook deliveries, retried with back-off until
 * acknowledged; claimed with FOR UPDATE SKIP LOCKED and a lease (decisions 0030, 0034).
 */
export const paymentJobs = pgTable(
  "payment_jobs",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["webhook"] }).notNull(),
    /** the test provider's payment the webhook is about */
    testPaymentId: uuid("test_payment_id")
      .notNull()
      .references(() => testProviderPayments.id, { onDelete: "cascade" }),
    /** the webhook body as sent (its signature is computed at each send) */
    body: text("body").notNull(),
    runAt: timestamp("run_at", { withTimezone: true, mode: "date" }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    doneAt: timestamp("done_at", { withTimezone: true, mode: "date" }),
    /** delivered, failed (gave up) */
    outcome: text("outcome"),
    lastError: text("last_error"),
  },
  (t) => [
    uniqueIndex("payment_jobs_uq").on(t.testPaymentId, t.kind),
    index("payment_jobs_due_idx").on(t.runAt, t.id).where(sql`${t.doneAt} is null`),
  ],
);

// ---- branch acuvue-api (issue 15, decision 0038): MyACUVUE loyalty programme ----

/** A fitted lens as the brand's service keeps it: product id, the brand's bonuses, parameters per eye. */
export type TMyAcuvueFittedRow = {
  productId: number;
  bonuses: number;
  fittedAt: string;
  eyes: { eye: "right" | "left"; parameters: { group: string; value: string }[] }[];
};
/** A voucher as the brand's service issues it (rubles; dates YYYY-MM-DD inclusive). */
export type TMyAcuvueVoucherRow = { id: string; amount: number; validFrom: string; validTo: string };

/**
 * The members of the built-in simulator of the brand's service (integrations/loyalty): what the
 * real service answers for a phone. The shop's own state is the voucher ledger below.
 */
export const myAcuvueMembers = pgTable("myacuvue_members", {
  phone: text("phone").primaryKey(),
  firstName: text("first_name"),
  bonusBalance: integer("bonus_balance").notNull().default(0),
  fittedProducts: jsonb("fitted_products").$type<TMyAcuvueFittedRow[]>().notNull().default([]),
  vouchers: jsonb("vouchers").$type<TMyAcuvueVoucherRow[]>().notNull().default([]),
});

/**
 * The shop's ledger of MyACUVUE vouchers taken by orders: 'reserved' by an unpaid order, 'used' once
 * it is paid, 'released' when it is cancelled. At most one live (reserved or used) row per voucher:
 * the partial unique index makes a second checkout with the same voucher fail, however parallel.
 */
export const myAcuvueVoucherUses = pgTable(
  "myacuvue_voucher_uses",
  {
    id: serial("id").primaryKey(),
    voucherId: text("voucher_id").notNull(),
    phone: text("phone").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** rubles, the voucher's face value */
    amount: integer("amount").notNull(),
    /** kopecks off the order */
    discount: integer("discount").notNull(),
    state: text("state", { enum: ["reserved", "used", "released"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    releasedAt: timestamp("released_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("myacuvue_voucher_uses_live_uq").on(t.voucherId).where(sql`${t.state} <> 'released'`),
    index("myacuvue_voucher_uses_order_idx").on(t.orderId),
    index("myacuvue_voucher_uses_phone_idx").on(t.phone),
  ],
);

// ---------------------------------------------------------------- cms (branch cms, issue 14, decision 0040)

/**
 * CMS pages: a page at a site path (`path` null: a block page placed by id, e.g. 248 and 36 on
 * the product page). `blocks` is a JSON array of typed blocks (ZCmsBlocks of the contract),
 * validated and sanitised when written and again when served. Drafts are seen only through a
 * signed preview token; `preview_version` is part of the token, so raising it revokes old links.
 */
export const cmsPages = pgTable(
  "cms_pages",
  {
    id: integer("id").primaryKey(),
    path: text("path"),
    title: text("title").notNull(),
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("draft"),
    blocks: jsonb("blocks").notNull().default([]),
    previewVersion: integer("preview_version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("cms_pages_path_uq").on(t.path)],
);

/** Banners of a slider slot ('home', …): shown when published and within their dates, by position. */
export const cmsBanners = pgTable(
  "cms_banners",
  {
    id: integer("id").primaryKey(),
    slot: text("slot").notNull(),
    title: text("title").notNull(),
    text: text("text").notNull().default(""),
    href: text("href").notNull(),
    /** ZCmsImage of the contract */
    image: jsonb("image").notNull(),
    imageMobile: jsonb("image_mobile"),
    position: integer("position").notNull().default(0),
    isPublished: boolean("is_published").notNull().default(true),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }),
    endsAt: timestamp("ends_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("cms_banners_slot_idx").on(t.slot, t.position)],
);

// ---------------------------------------------------------------- articles (issue 14: articles, charity, promotions, videos, vacancies)

/**
 * Sections of articles: `section` 'stat' → /stat/{slug} (including `och`), 'charity' →
 * /charity/{slug}. A slug is unique within its section.
 */
export const articleCategories = pgTable(
  "article_categories",
  {
    id: serial("id").primaryKey(),
    section: text("section", { enum: ["stat", "charity"] }).notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("article_categories_section_slug_uq").on(t.section, t.slug)],
);

/**
 * Articles. `body_html` is sanitised when written and again when served; `headings` are the
 * table of contents (ids of the body's h2 elements); related ids are kept in order.
 */
export const articles = pgTable(
  "articles",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => articleCategories.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    lead: text("lead").notNull().default(""),
    bodyHtml: text("body_html").notNull(),
    coverImageId: integer("cover_image_id").references(() => images.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    readingMinutes: integer("reading_minutes").notNull().default(1),
    headings: jsonb("headings").$type<{ id: string; text: string }[]>().notNull().default(sql`'[]'::jsonb`),
    relatedArticleIds: jsonb("related_article_ids").$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    relatedProductIds: jsonb("related_product_ids").$type<number[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    uniqueIndex("articles_category_slug_uq").on(t.categoryId, t.slug),
    index("articles_category_published_idx").on(t.categoryId, t.publishedAt),
    index("articles_published_idx").on(t.publishedAt),
  ],
);

/** Marketing promotions (/aktsii): not the checkout's promo codes (promo_codes). Dates are inclusive days. */
export const campaigns = pgTable(
  "campaigns",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    lead: text("lead").notNull().default(""),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    conditionsHtml: text("conditions_html").notNull().default(""),
    bodyHtml: text("body_html").notNull().default(""),
    bannerImageId: integer("banner_image_id").references(() => images.id, { onDelete: "set null" }),
    productIds: jsonb("product_ids").$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("campaigns_slug_uq").on(t.slug), index("campaigns_ends_idx").on(t.endsOn)],
);

/** Videos (/video): played from an embeddable host (`video_url` is its embed address). */
export const videos = pgTable(
  "videos",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    posterImageId: integer("poster_image_id").references(() => images.id, { onDelete: "set null" }),
    videoUrl: text("video_url").notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("videos_published_idx").on(t.publishedAt)],
);

/** Vacancies (/vakansii); replies go to form_submissions (type 'Отклик на вакансию'). Salary in kopecks a month. */
export const vacancies = pgTable(
  "vacancies",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    city: text("city").notNull(),
    salaryFrom: integer("salary_from"),
    salaryTo: integer("salary_to"),
    duties: jsonb("duties").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    requirements: jsonb("requirements").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    conditions: jsonb("conditions").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** schema.org employment types (`TVacancyEmploymentType`: FULL_TIME, PART_TIME, …); empty: not stated */
    employmentTypes: text("employment_types").array().notNull().default(sql`'{}'::text[]`),
    /** when the vacancy was published (JobPosting datePosted) */
    postedAt: timestamp("posted_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    isOpen: boolean("is_open").notNull().default(true),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("vacancies_open_idx").on(t.isOpen, t.sort)],
);
// ---------------------------------------------------------------- reviews (branch reviews, issue 14)

/** Moderation states of reviews and questions (decision 0042): only 'approved' is shown. */
export const MODERATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type TModerationStatus = (typeof MODERATION_STATUSES)[number];

/**
 * Reviews of the chain's clinics and shops (`/reviews`). Submitted as 'pending'; shown only once a
 * moderator approves them. `phone` is digits with the country code and never leaves the API.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    phone: text("phone").notNull(),
    rating: integer("rating").notNull(),
    text: text("text").notNull(),
    status: text("status", { enum: MODERATION_STATUSES }).notNull().default("pending"),
    /** the shop's answer (plain text), shown under the review */
    answer: text("answer"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    moderatedAt: timestamp("moderated_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    check("reviews_rating_ck", sql`${t.rating} between 1 and 5`),
    index("reviews_status_created_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("reviews_store_status_created_idx").on(t.storeId, t.status, t.createdAt.desc(), t.id.desc()),
  ],
);

/** Topics of the questions to specialists (`/questions-specialist?topic=`). */
export const questionTopics = pgTable(
  "question_topics",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("question_topics_slug_uq").on(t.slug)],
);

/**
 * Questions to specialists (`/questions-specialist/{id}`). Submitted as 'pending' without an
 * answer; published ('approved') only with a specialist's answer (plain text paragraphs).
 * `contact` (phone digits or e-mail) never leaves the API.
 */
export const questions = pgTable(
  "questions",
  {
    id: serial("id").primaryKey(),
    topicId: integer("topic_id")
      .notNull()
      .references(() => questionTopics.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    contact: text("contact").notNull(),
    text: text("text").notNull(),
    status: text("status", { enum: MODERATION_STATUSES }).notNull().default("pending"),
    answer: text("answer"),
    specialistId: integer("specialist_id").references(() => specialists.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("questions_status_answered_idx").on(t.status, t.answeredAt.desc(), t.id.desc()),
    index("questions_topic_status_idx").on(t.topicId, t.status, t.answeredAt.desc(), t.id.desc()),
  ],
);
