import type { TApiClient } from "../../server/api.server.ts";
import {
  COMMENT_MAX,
  NAME_MAX,
  type TContactsErrors,
  validateContacts,
} from "../appointments/contacts-validation.ts";
import { vacanciesMessages as m } from "./messages.ts";

export type TVacancyReplyErrors = TContactsErrors & { vacancy?: string };

/** What was typed, sent back with a refusal so a page without script shows it again (bounded). */
export type TVacancyReplyValues = {
  vacancyId: number | null;
  name: string;
  phone: string;
  comment: string;
  consent: boolean;
};

/** The mask's longest form is 18 characters; more is not a phone and is not echoed back. */
const PHONE_ECHO_MAX = 32;

type TRefusal = {
  kind: "invalid";
  errors: TVacancyReplyErrors;
  values: TVacancyReplyValues;
  status: 400 | 503;
};

const FIELD_OF: Record<string, keyof TVacancyReplyErrors> = {
  name: "name",
  phone: "phone",
  message: "comment",
};

/** POST /vacancies/{id}/reply from the form (name, phone, comment → message, consent, vacancy_id). */
export async function sendVacancyReply(
  api: TApiClient,
  form: FormData,
): Promise<{ kind: "sent" } | TRefusal> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = {
    name: text("name"),
    phone: text("phone"),
    comment: text("comment"),
    consent: text("consent") === "on",
  };
  const errors: TVacancyReplyErrors = validateContacts(values, { needsConsent: true });
  const vacancyId = /^\d{1,9}$/.test(text("vacancy_id")) ? Number(text("vacancy_id")) : null;
  if (!vacancyId) errors.vacancy = "Обязательно к заполнению";
  const typed: TVacancyReplyValues = {
    vacancyId,
    name: values.name.slice(0, NAME_MAX),
    phone: values.phone.slice(0, PHONE_ECHO_MAX),
    comment: values.comment.slice(0, COMMENT_MAX),
    consent: values.consent,
  };
  const refuse = (found: TVacancyReplyErrors, status: 400 | 503 = 400): TRefusal => ({
    kind: "invalid",
    errors: found,
    values: typed,
    status,
  });
  if (Object.keys(errors).length > 0 || !vacancyId) return refuse(errors);
  const answer = await api.vacancies
    .replyToVacancy({
      params: { id: vacancyId },
      body: { name: values.name.trim(), phone: values.phone, message: values.comment },
    })
    .catch(() => null);
  if (answer?.status === 200) return { kind: "sent" };
  if (answer?.status === 400 || answer?.status === 404) {
    const body = answer.body as { message?: string; errors?: Record<string, string[]> };
    const found: TVacancyReplyErrors = {};
    for (const [field, messages] of Object.entries(body.errors ?? {})) {
      const key = FIELD_OF[field];
      if (key && messages[0]) found[key] = messages[0];
    }
    if (Object.keys(found).length === 0) found.form = body.message ?? m.serverError;
    return refuse(found);
  }
  // spec §8: form send failure → the server's message, else 'Ошибка сервера'
  return refuse({ form: m.serverError }, 503);
}
