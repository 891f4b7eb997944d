import { isVideoEmbedUrl } from "@optika/domain/content";
import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { ZProductCard } from "./catalog.ts";
import { ZErrorResponse } from "./common.ts";

const c = initContract();

/**
 * CMS pages and their typed blocks (decision 0040). A page's blocks are a JSON array validated by
 * these schemas when written and when read; HTML in them (rich text, FAQ answers, embeds) is
 * sanitised on the server both times. Every field is bounded.
 */
export const CMS_LIMITS = {
  pathLength: 200,
  titleLength: 200,
  seoTitleLength: 200,
  seoDescriptionLength: 400,
  blocksPerPage: 40,
  htmlLength: 60_000,
  textLength: 2_000,
  itemsPerBlock: 24,
  productIds: 24,
  blockPageIds: 10,
  tokenLength: 300,
} as const;

export const CMS_MESSAGES = {
  path: "Некорректный адрес страницы",
  token: "Ссылка предпросмотра недействительна",
  ids: "Укажите от 1 до 10 номеров страниц через запятую",
  menu: "Неизвестное меню",
  slot: "Неизвестное место баннеров",
  notFound: "Страница не найдена",
} as const;

/** A site path of a CMS page: "/", then lowercase segments of [a-z0-9._-] (no "//", no trailing "/"). */
const CMS_PATH_RE = /^\/(?:[a-z0-9][a-z0-9._-]*)(?:\/[a-z0-9][a-z0-9._-]*)*$/;
export function isCmsPath(path: string): boolean {
  return path.length <= CMS_LIMITS.pathLength && CMS_PATH_RE.test(path);
}
export const ZCmsPath = z
  .string({ error: CMS_MESSAGES.path })
  .max(CMS_LIMITS.pathLength, { error: CMS_MESSAGES.path })
  .refine(isCmsPath, { error: CMS_MESSAGES.path });

/** A link target in CMS content: a site path ("/…", not "//…" nor "/\…"), https/http, mailto: or tel:. */
const LINK_RE = /^(?:\/(?![/\\])[^\s]*|https?:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9()\s-]+)$/i;
const ZLink = z.string().max(500).regex(LINK_RE, { error: "Некорректная ссылка" });
/** A picture: an image of the media endpoint (`/api/storage/image/{id}`) or a site asset path. */
const ZImageSrc = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s"'<>\\]*$/, { error: "Некорректный адрес картинки" });
const ZText = z.string().max(CMS_LIMITS.textLength);
const ZShortText = z.string().max(300);
const ZHtml = z.string().max(CMS_LIMITS.htmlLength);

export const ZCmsImage = z.object({
  src: ZImageSrc,
  alt: ZShortText,
  width: z.number().int().min(1).max(4000),
  height: z.number().int().min(1).max(4000),
});
export type TCmsImage = z.infer<typeof ZCmsImage>;

const ZRichTextBlock = z.object({ kind: z.literal("rich-text"), html: ZHtml });
const ZImageBlock = z.object({ kind: z.literal("image"), image: ZCmsImage, caption: ZShortText.optional() });
const ZGalleryBlock = z.object({
  kind: z.literal("gallery"),
  title: ZShortText.optional(),
  images: z.array(ZCmsImage).min(1).max(CMS_LIMITS.itemsPerBlock),
});
/** Slides come from the banners of a slot (managed apart from pages, dated, ordered). */
export const CMS_BANNER_SLOTS = ["home", "acuvue", "miopiya"] as const;
export type TCmsBannerSlot = (typeof CMS_BANNER_SLOTS)[number];
const ZBannerSliderBlock = z.object({
  kind: z.literal("banner-slider"),
  slot: z.enum(CMS_BANNER_SLOTS),
  /** an accessible name of the slider region */
  label: ZShortText,
});
const ZProductSource = z.discriminatedUnion("by", [
  z.object({
    by: z.literal("ids"),
    ids: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(CMS_LIMITS.productIds),
  }),
  z.object({
    by: z.literal("filter"),
    /** catalogue category slug */
    category: z
      .string()
      .max(100)
      .regex(/^[a-z0-9-]+$/),
    /** filter segments as in `/catalog/{category}/f/…`, e.g. "brand=acuvue" */
    filters: z
      .string()
      .max(300)
      .regex(/^[a-z0-9=/,._-]*$/),
    limit: z.number().int().min(1).max(CMS_LIMITS.productIds),
  }),
]);
const ZProductCarouselBlock = z.object({
  kind: z.literal("product-carousel"),
  title: ZShortText,
  source: ZProductSource,
  /** "all products" link (a catalogue page) */
  link: z.object({ href: ZLink, text: ZShortText }).optional(),
});
const ZFaqBlock = z.object({
  kind: z.literal("faq"),
  title: ZShortText,
  items: z
    .array(z.object({ question: ZShortText, answerHtml: ZHtml }))
    .min(1)
    .max(CMS_LIMITS.itemsPerBlock),
});
const ZCtaBlock = z.object({
  kind: z.literal("cta"),
  title: ZShortText,
  text: ZText,
  button: z.object({ href: ZLink, text: z.string().max(80) }),
  tone: z.enum(["accent", "calm"]).default("accent"),
});
const ZVideoBlock = z.object({
  kind: z.literal("video"),
  title: ZShortText,
  /** the player's embed URL (https, an allowed video host) */
  embedUrl: z
    .string()
    .max(500)
    .regex(/^[^\s"'<>]*$/, { error: "Видео можно встроить только с YouTube, Rutube или VK Видео" })
    .refine(isVideoEmbedUrl, { error: "Видео можно встроить только с YouTube, Rutube или VK Видео" }),
  poster: ZCmsImage,
});
const ZTableBlock = z.object({
  kind: z.literal("table"),
  caption: ZShortText,
  head: z.array(ZShortText).min(1).max(12),
  rows: z.array(z.array(ZText).min(1).max(12)).min(1).max(100),
});
const ZHtmlEmbedBlock = z.object({ kind: z.literal("html-embed"), html: ZHtml });

/** A block as stored and as written (products of a carousel are resolved when served). */
export const ZCmsBlockInput = z.discriminatedUnion("kind", [
  ZRichTextBlock,
  ZImageBlock,
  ZGalleryBlock,
  ZBannerSliderBlock,
  ZProductCarouselBlock,
  ZFaqBlock,
  ZCtaBlock,
  ZVideoBlock,
  ZTableBlock,
  ZHtmlEmbedBlock,
]);
export type TCmsBlockInput = z.input<typeof ZCmsBlockInput>;
export type TCmsStoredBlock = z.infer<typeof ZCmsBlockInput>;
export const ZCmsBlocks = z.array(ZCmsBlockInput).max(CMS_LIMITS.blocksPerPage);
export const CMS_BLOCK_KINDS = ZCmsBlockInput.options.map((option) => option.shape.kind.value);
export type TCmsBlockKind = TCmsStoredBlock["kind"];

export const ZCmsBanner = z.object({
  id: z.number().int(),
  title: ZShortText,
  text: ZText,
  href: ZLink,
  image: ZCmsImage,
  /** for a narrow screen (defaults to image) */
  imageMobile: ZCmsImage.nullable(),
});
export type TCmsBanner = z.infer<typeof ZCmsBanner>;

/** A block as served: carousels carry their product cards, sliders their banners. */
export const ZCmsBlock = z.discriminatedUnion("kind", [
  ZRichTextBlock,
  ZImageBlock,
  ZGalleryBlock,
  ZBannerSliderBlock.extend({ banners: z.array(ZCmsBanner) }),
  ZProductCarouselBlock.extend({ products: z.array(ZProductCard) }),
  ZFaqBlock,
  ZCtaBlock,
  ZVideoBlock,
  ZTableBlock,
  ZHtmlEmbedBlock,
]);
export type TCmsBlock = z.infer<typeof ZCmsBlock>;

export const ZCmsPage = z.object({
  id: z.number().int(),
  path: z.string().nullable(),
  title: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  status: z.enum(["draft", "published"]),
  updated_at: z.string(),
  blocks: z.array(ZCmsBlock),
});
export type TCmsPage = z.infer<typeof ZCmsPage>;

export const ZCmsPageResponse = z.object({ page: ZCmsPage });
export type TCmsPageResponse = z.infer<typeof ZCmsPageResponse>;

export const ZCmsBlocksResponse = z.object({
  pages: z.array(z.object({ id: z.number().int(), blocks: z.array(ZCmsBlock) })),
});
export type TCmsBlocksResponse = z.infer<typeof ZCmsBlocksResponse>;

export const ZCmsMenu = z.object({
  items: z.array(
    z.object({ id: z.number().int(), title: z.string(), path: z.string(), color: z.string().nullable() }),
  ),
});

/** CMS page ids of the product page's blocks above and below the product (spec). */
export const PRODUCT_PAGE_CMS_IDS = { top: 248, bottom: 36 } as const;

const ZPageIds = z
  .string({ error: CMS_MESSAGES.ids })
  .max(120, { error: CMS_MESSAGES.ids })
  .transform((value, ctx) => {
    const parts = value.split(",");
    const ids = parts.map((part) => (/^\d{1,10}$/.test(part) ? Number(part) : Number.NaN));
    if (
      parts.length < 1 ||
      parts.length > CMS_LIMITS.blockPageIds ||
      ids.some((id) => !Number.isInteger(id) || id < 1 || id > 2_147_483_647)
    ) {
      ctx.addIssue({ code: "custom", message: CMS_MESSAGES.ids });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });

export const cmsContract = c.router({
  getPage: {
    method: "GET",
    path: "/cms/pages/by-path",
    query: z.object({ path: ZCmsPath }),
    responses: { 200: ZCmsPageResponse, 400: ZErrorResponse, 404: ZErrorResponse },
    summary: "A published CMS page at a site path, its blocks resolved; 404 when none is published there",
  },
  getPreview: {
    method: "GET",
    path: "/cms/pages/preview",
    query: z.object({
      token: z
        .string({ error: CMS_MESSAGES.token })
        .min(1)
        .max(CMS_LIMITS.tokenLength, { error: CMS_MESSAGES.token }),
    }),
    responses: { 200: ZCmsPageResponse, 400: ZErrorResponse, 404: ZErrorResponse },
    summary:
      "A page (draft or published) by its signed, expiring preview token; 404 for an invalid, tampered or expired token",
  },
  getBlocks: {
    method: "GET",
    path: "/cms/blocks",
    query: z.object({ ids: ZPageIds }),
    responses: { 200: ZCmsBlocksResponse, 400: ZErrorResponse },
    summary: "Blocks of published CMS pages by id (e.g. 248 and 36: the product page's top and bottom)",
  },
  getMenu: {
    method: "GET",
    path: "/cms/menus/:menu",
    pathParams: z.object({ menu: z.enum(["header", "footer", "footer2"], { error: CMS_MESSAGES.menu }) }),
    responses: { 200: ZCmsMenu, 400: ZErrorResponse },
    summary: "A site menu ('header', 'footer', 'footer2') in order",
  },
  getBanners: {
    method: "GET",
    path: "/cms/banners/:slot",
    pathParams: z.object({ slot: z.enum(CMS_BANNER_SLOTS, { error: CMS_MESSAGES.slot }) }),
    responses: { 200: z.object({ banners: z.array(ZCmsBanner) }), 400: ZErrorResponse },
    summary: "The banners of a slot showing now (published, within their dates), in order",
  },
});
