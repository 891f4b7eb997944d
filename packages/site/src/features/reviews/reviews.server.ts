import type { TReviewListing } from "@optika/api-contract";
import { pluralRu } from "@optika/domain/language";
import { formatRating } from "@optika/domain/reviews";
import type { TApiClient } from "../../server/api.server.ts";
import { expectOk, notFound } from "../../server/api-response.ts";
import { reviewsMessages as m } from "./messages.ts";
import { reviewView } from "./review-view.ts";

const INT = /^\d{1,4}$/;

/** The page's query (?store=&rating=&page=): anything malformed is a missing page. */
export function parseReviewQuery(url: URL): { store?: number; rating?: number; page: number } {
  const read = (name: string) => {
    const raw = url.searchParams.get(name);
    if (raw === null || raw === "") return undefined;
    if (!INT.test(raw)) notFound();
    return Number(raw);
  };
  const store = read("store");
  const rating = read("rating");
  const page = read("page") ?? 1;
  return { ...(store ? { store } : {}), ...(rating ? { rating } : {}), page };
}

function listingView(listing: TReviewListing) {
  const { review_count: count, average_rating: average } = listing.summary;
  return {
    reviews: listing.reviews.map(reviewView),
    pagination: listing.pagination,
    summary: {
      average,
      averageText: average === null ? null : formatRating(average),
      countText: m.summary(`${count} ${pluralRu(count, m.reviewsPlural)}`),
    },
    clinics: listing.stores.map((s) => ({
      id: s.id,
      label: `${s.name}, ${s.address} (${s.city})`,
      average: s.average_rating,
      count: s.review_count,
    })),
  };
}

export type TReviewsPageView = ReturnType<typeof listingView> & {
  filter: { store: number | null; rating: number | null };
};

/** /reviews' data: one call to GET /reviews. */
export async function loadReviewsPage(api: TApiClient, url: URL): Promise<TReviewsPageView> {
  const query = parseReviewQuery(url);
  const answer = await api.reviews.list({ query });
  if (answer.status === 404 || answer.status === 400) notFound();
  return {
    ...listingView(expectOk(answer)),
    filter: { store: query.store ?? null, rating: query.rating ?? null },
  };
}

export type TFormErrors = Partial<Record<string, string>> & { form?: string };
/** A refused form keeps what was typed (`values`): a page posted without script shows it again. */
export type TFormAnswer =
  | { sent: true; message: string }
  | { sent?: false; errors: TFormErrors; values?: Partial<Record<string, string>> };

/** Reads a POST /reviews or /questions answer: 201 → sent; 400 → the fields' first messages; else 'Ошибка сервера' (spec §8). */
export function formAnswer(
  answer: { status: number; body: unknown } | null,
  fields: readonly string[],
  values?: Partial<Record<string, string>>,
): TFormAnswer {
  const refused = (errors: TFormErrors): TFormAnswer => (values ? { errors, values } : { errors });
  if (answer?.status === 201) return { sent: true, message: (answer.body as { message: string }).message };
  if (answer?.status === 400 || answer?.status === 404) {
    const body = answer.body as { message?: string; errors?: Record<string, string[]> };
    const errors: TFormErrors = {};
    for (const [field, messages] of Object.entries(body.errors ?? {}))
      if (fields.includes(field) && messages[0]) errors[field] = messages[0];
    if (Object.keys(errors).length === 0) errors.form = body.message ?? m.serverError;
    return refused(errors);
  }
  if (answer?.status === 429)
    return refused({ form: (answer.body as { message?: string }).message ?? m.serverError });
  return refused({ form: m.serverError });
}

const REVIEW_FIELDS = ["name", "phone", "store_id", "rating", "text"] as const;

/** POST /reviews from the form's fields. */
export async function submitReviewForm(api: TApiClient, form: FormData): Promise<TFormAnswer> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 5_000) : "";
  };
  const body = {
    name: text("name"),
    phone: text("phone"),
    store_id: text("store_id"),
    rating: text("rating"),
    text: text("text"),
  };
  const answer = await api.reviews.submit({ body }).catch(() => null);
  return formAnswer(answer, REVIEW_FIELDS, body);
}
