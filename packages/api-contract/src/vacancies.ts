import { validateContactRequest } from "@optika/domain/forms";
import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { CONTENT_MESSAGES } from "./articles.ts";
import { ZErrorResponse, zId } from "./common.ts";
import { FORM_SEND_MESSAGES } from "./form-constants.ts";

const c = initContract();

/** schema.org's employment types (a JobPosting's `employmentType`). */
export const VACANCY_EMPLOYMENT_TYPES = [
  "FULL_TIME",
  "PART_TIME",
  "CONTRACTOR",
  "TEMPORARY",
  "INTERN",
  "VOLUNTEER",
  "PER_DIEM",
  "OTHER",
] as const;
export type TVacancyEmploymentType = (typeof VACANCY_EMPLOYMENT_TYPES)[number];

/** A vacancy: salary in kopecks a month (either end may be open). */
export const ZVacancy = z.object({
  id: z.number().int(),
  title: z.string(),
  city: z.string(),
  salary_from: z.number().int().nullable(),
  salary_to: z.number().int().nullable(),
  duties: z.array(z.string()),
  requirements: z.array(z.string()),
  conditions: z.array(z.string()),
  /** schema.org employment types; empty when not stated */
  employment_types: z.array(z.enum(VACANCY_EMPLOYMENT_TYPES)),
  /** ISO 8601 date-time of publication */
  posted_at: z.string(),
});
export type TVacancy = z.infer<typeof ZVacancy>;

/** Form type of a vacancy reply in form_submissions. */
export const VACANCY_REPLY_TYPE = "Отклик на вакансию";

const REPLY_MAX = { name: 200, phone: 32, message: 2_000 } as const;

function zReplyText(max: number) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? "" : value),
    z
      .string({ error: FORM_SEND_MESSAGES.badCharacters })
      .max(max, { error: FORM_SEND_MESSAGES.tooLong })
      .refine((value) => !value.includes("\u0000"), { error: FORM_SEND_MESSAGES.badCharacters }),
  );
}

/** A reply: name and phone required (the domain's rules and messages), a message optional. */
export const ZVacancyReply = z
  .object({
    name: zReplyText(REPLY_MAX.name),
    phone: zReplyText(REPLY_MAX.phone),
    message: zReplyText(REPLY_MAX.message),
  })
  .superRefine((form, ctx) => {
    const errors = validateContactRequest({ name: form.name, phone: form.phone }, "quickAppointment");
    for (const [field, message] of Object.entries(errors)) {
      ctx.addIssue({ code: "custom", path: [field], message });
    }
  });
export type TVacancyReply = z.input<typeof ZVacancyReply>;

export const vacanciesContract = c.router({
  listVacancies: {
    method: "GET",
    path: "/vacancies",
    responses: { 200: z.object({ items: z.array(ZVacancy) }) },
    summary: "Open vacancies (at most 100)",
  },
  replyToVacancy: {
    method: "POST",
    path: "/vacancies/:id/reply",
    pathParams: z.object({ id: zId(CONTENT_MESSAGES.vacancyId) }),
    body: ZVacancyReply,
    responses: {
      200: z.object({ id: z.uuid(), message: z.string() }),
      400: ZErrorResponse,
      404: ZErrorResponse,
    },
    summary:
      "Stores a reply to an open vacancy (name, phone, message) among the form submissions; 200 once stored",
  },
});
