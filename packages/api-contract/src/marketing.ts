import { formMessages, validateFooterSubscription } from "@optika/domain/forms";
import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { ZErrorResponse, zId } from "./common.ts";
import { PRODUCT_ID_MESSAGE } from "./products.ts";

const c = initContract();

/** The long-lived device cookie every marketing event carries (spec §3, §7). */
export const DEVICE_UUID_COOKIE = "device_uuid";

/** Events of the marketing service (spec §7: Mindbox cart-change, product-view, wishlist-change, users/auth, users/edit-profile). */
export const MARKETING_EVENT_KINDS = [
  "cart-change",
  "product-view",
  "wishlist-change",
  "users/auth",
  "users/edit-profile",
  "orders/create-authorized",
  "orders/create-unauthorized",
  /** a web analytics goal reached on the server (payload.goal: 'pay_sert' when an order with a certificate is paid) */
  "goal",
  /** spec §7 /mindbox/categories/category-view (category_id): once per category per hour and device */
  "categories/category-view",
  /** spec §7 /mindbox/subscriptions/footer-subscription (email, phone, group_id) */
  "subscriptions/footer-subscription",
] as const;
export type TMarketingEventKind = (typeof MARKETING_EVENT_KINDS)[number];

/**
 * spec §3/§9 "category-view cookie", 1 hour: `category_view_{id}` marks a category whose view was
 * recorded; while it lives, views of that category are not recorded again (the domain's constant).
 */
export { CATEGORY_VIEW_COOKIE_PREFIX } from "@optika/domain/constants";

export const marketingMessages = {
  categoryNotFound: "Категория не найдена",
  subscribed: "Спасибо за подписку! Новости и акции придут на ваш e-mail",
} as const;

/** The footer's news subscription: the domain's e-mail rule; a phone (+7 and ten digits, the plus optional) when known. */
export const ZFooterSubscription = z
  .object({
    email: z.string({ error: formMessages.required }).max(1_000, { error: formMessages.invalidEmail }),
    phone: z
      .string()
      .regex(/^\+?7\d{10}$/, { error: "Некорректный номер телефона" })
      .optional(),
  })
  .superRefine((form, ctx) => {
    const errors = validateFooterSubscription(form);
    if (errors.email) ctx.addIssue({ code: "custom", path: ["email"], message: errors.email });
  });
export type TFooterSubscription = z.input<typeof ZFooterSubscription>;

export const marketingContract = c.router({
  categoryView: {
    method: "POST",
    path: "/marketing/category-view",
    body: z.object({ category_id: zId(marketingMessages.categoryNotFound) }),
    responses: {
      202: z.object({ accepted: z.literal(true), recorded: z.boolean() }),
      400: ZErrorResponse,
      404: ZErrorResponse,
    },
    summary:
      "Records a category view for the marketing service once per category per hour (its cookie); delivered later",
  },
  footerSubscription: {
    method: "POST",
    path: "/marketing/footer-subscription",
    body: ZFooterSubscription,
    responses: {
      202: z.object({ accepted: z.literal(true), message: z.string() }),
      400: ZErrorResponse,
    },
    summary:
      "Subscribes an e-mail to the news (the footer form): a footer-subscription event for the marketing service; delivered later",
  },
  productView: {
    method: "POST",
    path: "/marketing/product-view",
    body: z.object({ product_id: zId(PRODUCT_ID_MESSAGE) }),
    responses: { 202: z.object({ accepted: z.literal(true) }), 400: ZErrorResponse, 404: ZErrorResponse },
    summary:
      "Records a product view for the marketing service (with the device_uuid cookie); delivered later",
  },
});
