/**
 * Reviews of clinics and shops (`/reviews`) and questions to specialists (`/questions-specialist`):
 * public listings of approved entries, the moderated submission forms, and the moderators' routes
 * (bearer token CONTENT_MODERATION_TOKEN; decision 0042). Field rules and messages are the domain's.
 */
import { validateQuestionForm, validateReviewForm } from "@optika/domain/reviews";
import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { ZErrorResponse, zId, zInt, zOptionalInt } from "./common.ts";

const c = initContract();

const BAD_CHARACTERS = "Недопустимые символы";
const TOO_LONG = "Слишком длинное значение";
/** Review listing page size; pages beyond MAX_PAGE are refused (bounded scans). */
export const REVIEWS_PER_PAGE = 10;
export const QUESTIONS_PER_PAGE = 10;
export const CONTENT_MAX_PAGE = 500;
export const LATEST_REVIEWS_MAX = 12;

/** A text field as sent: absent counts as empty, bounded, no NUL. */
function zText(max: number) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? "" : value),
    z
      .string({ error: BAD_CHARACTERS })
      .max(max, { error: TOO_LONG })
      .refine((value) => !value.includes("\u0000"), { error: BAD_CHARACTERS }),
  );
}

/** Plain decimal notation only ('0x10', '1e1', 'Infinity' are not a form's numbers; decision 0008). */
const DECIMAL = /^[+-]?\d+(\.\d+)?$/;

/**
 * A number field of a form: absent, "" or not a plain decimal → 0 (the domain names what is
 * missing: 'Выберите клинику или салон', 'Поставьте оценку от 1 до 5'), else the number it writes.
 */
const zFormNumber = z.preprocess(
  (value) => (value === undefined || value === null || value === "" ? 0 : value),
  z.union([z.number(), z.string().max(12)], { error: BAD_CHARACTERS }).transform((v) => {
    const n = typeof v === "number" ? v : DECIMAL.test(v.trim()) ? Number(v.trim()) : 0;
    return Number.isFinite(n) && Math.abs(n) <= 2_147_483_647 ? n : 0;
  }),
);

const zPage = zOptionalInt("Некорректный номер страницы", { min: 1, max: CONTENT_MAX_PAGE });

// ---------------------------------------------------------------- reviews

export const ZReviewStoreRef = z.object({ id: z.number().int(), name: z.string(), address: z.string() });

/** An approved review as shown. */
export const ZReview = z.object({
  id: z.number().int(),
  store: ZReviewStoreRef,
  author_name: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  /** the shop's answer, plain text */
  answer: z.string().nullable(),
  /** ISO date-time */
  created_at: z.string(),
});
export type TReview = z.infer<typeof ZReview>;

/** A clinic or shop with its approved reviews' average (one decimal; null without reviews). */
export const ZReviewedStore = ZReviewStoreRef.extend({
  city: z.string(),
  is_clinic: z.boolean(),
  review_count: z.number().int(),
  average_rating: z.number().nullable(),
});
export type TReviewedStore = z.infer<typeof ZReviewedStore>;

export const ZContentPagination = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  pageCount: z.number().int(),
});

export const ZReviewListQuery = z.object({
  store: zOptionalInt("Некорректный салон"),
  rating: zOptionalInt("Оценка — число от 1 до 5", { min: 1, max: 5 }),
  page: zPage,
});

export const ZReviewListing = z.object({
  reviews: z.array(ZReview),
  pagination: ZContentPagination,
  /** every clinic and shop (for the filter and the form), with its rating */
  stores: z.array(ZReviewedStore),
  /** over the whole network */
  summary: z.object({ review_count: z.number().int(), average_rating: z.number().nullable() }),
});
export type TReviewListing = z.infer<typeof ZReviewListing>;

export const ZReviewSubmission = z
  .object({
    name: zText(200),
    phone: zText(32),
    store_id: zFormNumber,
    rating: zFormNumber,
    text: zText(4_000),
  })
  .superRefine((form, ctx) => {
    const errors = validateReviewForm({
      name: form.name,
      phone: form.phone,
      storeId: form.store_id,
      rating: form.rating,
      text: form.text,
    });
    const field = {
      name: "name",
      phone: "phone",
      storeId: "store_id",
      rating: "rating",
      text: "text",
    } as const;
    for (const [key, message] of Object.entries(errors)) {
      ctx.addIssue({ code: "custom", path: [field[key as keyof typeof field]], message });
    }
  });
export type TReviewSubmission = z.input<typeof ZReviewSubmission>;

export const ZSubmissionAccepted = z.object({ id: z.number().int(), message: z.string() });
export type TSubmissionAccepted = z.infer<typeof ZSubmissionAccepted>;

// ---------------------------------------------------------------- questions

export const ZQuestionTopic = z.object({
  slug: z.string(),
  name: z.string(),
  question_count: z.number().int(),
});
export type TQuestionTopic = z.infer<typeof ZQuestionTopic>;

export const ZAnsweringSpecialist = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string(),
  image_id: z.number().int().nullable(),
});

/** An answered question as listed: the answer in full (plain text paragraphs). */
export const ZQuestion = z.object({
  id: z.number().int(),
  topic: z.object({ slug: z.string(), name: z.string() }),
  author_name: z.string(),
  text: z.string(),
  answer: z.string(),
  specialist: ZAnsweringSpecialist.nullable(),
  /** ISO date-time */
  asked_at: z.string(),
  answered_at: z.string(),
});
export type TQuestion = z.infer<typeof ZQuestion>;

const ZTopicSlug = z
  .string()
  .max(60, { error: "Неизвестная тема" })
  .regex(/^[a-z0-9-]*$/, { error: "Неизвестная тема" });

export const ZQuestionListQuery = z.object({ topic: ZTopicSlug.optional(), page: zPage });

export const ZQuestionListing = z.object({
  questions: z.array(ZQuestion),
  pagination: ZContentPagination,
  topics: z.array(ZQuestionTopic),
});
export type TQuestionListing = z.infer<typeof ZQuestionListing>;

export const ZQuestionPage = z.object({ question: ZQuestion, related: z.array(ZQuestion) });
export type TQuestionPage = z.infer<typeof ZQuestionPage>;

export const ZQuestionSubmission = z
  .object({ name: zText(200), contact: zText(254), topic: zText(60), text: zText(4_000) })
  .superRefine((form, ctx) => {
    for (const [field, message] of Object.entries(validateQuestionForm(form))) {
      ctx.addIssue({ code: "custom", path: [field], message });
    }
  });
export type TQuestionSubmission = z.input<typeof ZQuestionSubmission>;

// ---------------------------------------------------------------- moderation

export const ZModerationStatus = z.enum(["pending", "approved", "rejected"], {
  error: "Статус: pending, approved или rejected",
});
const ZModerationQuery = z.object({ status: ZModerationStatus.optional(), page: zPage });
const ZAuthHeaders = z.object({ authorization: z.string().max(300).optional() });

export const ZModeratedReview = ZReview.extend({ status: ZModerationStatus, phone: z.string() });
export const ZModeratedQuestion = z.object({
  id: z.number().int(),
  topic: z.object({ slug: z.string(), name: z.string() }),
  author_name: z.string(),
  contact: z.string(),
  text: z.string(),
  answer: z.string().nullable(),
  specialist_id: z.number().int().nullable(),
  status: ZModerationStatus,
  asked_at: z.string(),
});

export const ZReviewDecision = z.object({
  status: ZModerationStatus,
  answer: z
    .string()
    .max(4_000)
    .refine((value) => !value.includes("\u0000"), { error: BAD_CHARACTERS })
    .nullable()
    .optional(),
});
export const ZQuestionDecision = z.object({
  status: ZModerationStatus,
  answer: z
    .string()
    .max(8_000)
    .refine((value) => !value.includes("\u0000"), { error: BAD_CHARACTERS })
    .optional(),
  specialist_id: zId("Некорректный специалист").optional(),
});

export const reviewsContract = c.router({
  list: {
    method: "GET",
    path: "/reviews",
    query: ZReviewListQuery,
    responses: { 200: ZReviewListing, 400: ZErrorResponse, 404: ZErrorResponse },
    summary: "Approved reviews (newest first, 10 a page), by clinic and rating, with every clinic's average",
  },
  latest: {
    method: "GET",
    path: "/reviews/latest",
    query: z.object({ limit: zOptionalInt("Некорректное число", { min: 1, max: LATEST_REVIEWS_MAX }) }),
    responses: { 200: z.object({ reviews: z.array(ZReview) }), 400: ZErrorResponse },
    summary: "The newest approved reviews (home section)",
  },
  submit: {
    method: "POST",
    path: "/reviews",
    body: ZReviewSubmission,
    responses: { 201: ZSubmissionAccepted, 400: ZErrorResponse, 404: ZErrorResponse },
    summary: "Stores a review as pending moderation; shown only once approved",
  },
  moderationList: {
    method: "GET",
    path: "/moderation/reviews",
    headers: ZAuthHeaders,
    query: ZModerationQuery,
    responses: {
      200: z.object({ reviews: z.array(ZModeratedReview), pagination: ZContentPagination }),
      400: ZErrorResponse,
      401: ZErrorResponse,
      404: ZErrorResponse,
    },
    summary: "Reviews by status for moderators (Authorization: Bearer CONTENT_MODERATION_TOKEN)",
  },
  moderate: {
    method: "POST",
    path: "/moderation/reviews/:id",
    headers: ZAuthHeaders,
    pathParams: z.object({ id: zId("Отзыв не найден") }),
    body: ZReviewDecision,
    responses: { 200: ZModeratedReview, 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse },
    summary: "Approves or rejects a review, with an optional answer of the shop",
  },
});

export const questionsContract = c.router({
  list: {
    method: "GET",
    path: "/questions",
    query: ZQuestionListQuery,
    responses: { 200: ZQuestionListing, 400: ZErrorResponse, 404: ZErrorResponse },
    summary: "Answered questions (newest answers first, 10 a page), by topic, with the topics",
  },
  get: {
    method: "GET",
    path: "/questions/:id",
    pathParams: z.object({ id: zInt("Вопрос не найден") }),
    responses: { 200: ZQuestionPage, 400: ZErrorResponse, 404: ZErrorResponse },
    summary: "One answered question with related ones of its topic",
  },
  submit: {
    method: "POST",
    path: "/questions",
    body: ZQuestionSubmission,
    responses: { 201: ZSubmissionAccepted, 400: ZErrorResponse },
    summary: "Stores a question to specialists as pending; published once answered and approved",
  },
  moderationList: {
    method: "GET",
    path: "/moderation/questions",
    headers: ZAuthHeaders,
    query: ZModerationQuery,
    responses: {
      200: z.object({ questions: z.array(ZModeratedQuestion), pagination: ZContentPagination }),
      400: ZErrorResponse,
      401: ZErrorResponse,
      404: ZErrorResponse,
    },
    summary: "Questions by status for moderators (Authorization: Bearer CONTENT_MODERATION_TOKEN)",
  },
  moderate: {
    method: "POST",
    path: "/moderation/questions/:id",
    headers: ZAuthHeaders,
    pathParams: z.object({ id: zId("Вопрос не найден") }),
    body: ZQuestionDecision,
    responses: { 200: ZModeratedQuestion, 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse },
    summary: "Answers (specialist + text) and approves, or rejects, a question",
  },
});
