import type { TApiClient } from "../../server/api.server.ts";
import { expectOk, notFound } from "../../server/api-response.ts";
import { formAnswer, type TFormAnswer } from "../reviews/reviews.server.ts";
import { questionView } from "./question-view.ts";

/** ?topic=&page=: anything malformed is a missing page. */
export function parseQuestionQuery(url: URL): { topic?: string; page: number } {
  const topic = url.searchParams.get("topic") ?? "";
  const page = url.searchParams.get("page") ?? "";
  if (topic !== "" && !/^[a-z0-9-]{1,60}$/.test(topic)) notFound();
  if (page !== "" && !/^\d{1,4}$/.test(page)) notFound();
  return { ...(topic ? { topic } : {}), page: page ? Number(page) : 1 };
}

/** /questions-specialist's data: one call to GET /questions. */
export async function loadQuestionsPage(api: TApiClient, url: URL) {
  const query = parseQuestionQuery(url);
  const answer = await api.questions.list({ query });
  if (answer.status === 404 || answer.status === 400) notFound();
  const listing = expectOk(answer);
  return {
    questions: listing.questions.map(questionView),
    pagination: listing.pagination,
    topics: listing.topics.filter((t) => t.question_count > 0 || t.slug === query.topic),
    allTopics: listing.topics.map((t) => ({ slug: t.slug, name: t.name })),
    topic: listing.topics.find((t) => t.slug === query.topic) ?? null,
  };
}

/** /questions-specialist/{id}: the question, its related ones and the topics (for the form). */
export async function loadQuestionPage(api: TApiClient, raw: string) {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2_147_483_647) notFound();
  const [one, topics] = await Promise.all([
    api.questions.get({ params: { id: Number(raw) } }),
    api.questions.list({ query: {} }),
  ]);
  if (one.status === 404 || one.status === 400) notFound();
  const page = expectOk(one);
  return {
    question: questionView(page.question),
    related: page.related.map(questionView),
    allTopics: expectOk(topics).topics.map((t) => ({ slug: t.slug, name: t.name })),
  };
}

const QUESTION_FIELDS = ["name", "contact", "topic", "text"] as const;

/** POST /questions from the form's fields. */
export async function submitQuestionForm(api: TApiClient, form: FormData): Promise<TFormAnswer> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 5_000) : "";
  };
  const body = { name: text("name"), contact: text("contact"), topic: text("topic"), text: text("text") };
  const answer = await api.questions.submit({ body }).catch(() => null);
  return formAnswer(answer, QUESTION_FIELDS, body);
}
