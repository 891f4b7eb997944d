import { validateContactRequest, validateCooperationForm } from "@optika/domain/forms";
import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { ZErrorResponse, zId } from "./common.ts";
import { FORM_ATTACHMENT_FIELD, FORM_SEND_MESSAGES, FORM_TYPES } from "./form-constants.ts";

const c = initContract();

/**
 * A text field as sent: absent counts as empty (so the domain says 'Обязательно к заполнению'),
 * bounded, no NUL, and no U+FFFD: a multipart field's bytes that are not UTF-8 arrive decoded as
 * that character, and the form would be stored other than sent (JSON bodies are refused earlier).
 */
function zFormText(max: number) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? "" : value),
    z
      .string({ error: FORM_SEND_MESSAGES.badCharacters })
      .max(max, { error: FORM_SEND_MESSAGES.tooLong })
      .refine((value) => !value.includes("\u0000") && !value.includes("\uFFFD"), {
        error: FORM_SEND_MESSAGES.badCharacters,
      }),
  );
}

const FIELD_MAX = { name: 200, phone: 32, email: 254, message: 5_000 } as const;

/**
 * A form's own rules (the domain's) run on the fields read as text, whatever else failed (a bad
 * `source` or a too-long letter, say), so a caller learns every field's error in one answer. A field
 * that failed as text keeps only that error; one that is not text is read as empty for the rules.
 */
const RUN_RULES_ON_ANY_OBJECT: z.core.$ZodSuperRefineParams = {
  when: (payload) => typeof payload.value === "object" && payload.value !== null,
};
const asText = (value: unknown) => (typeof value === "string" ? value : "");

function addRuleErrors(ctx: z.core.$RefinementCtx<unknown>, errors: Readonly<Record<string, string>>) {
  const failed = new Set(ctx.issues.map((issue) => String(issue.path?.[0])));
  for (const [field, message] of Object.entries(errors)) {
    if (!failed.has(field)) ctx.addIssue({ code: "custom", path: [field], message });
  }
}

/**
 * The cooperation enquiry: name, phone ('+' and digits; a masked one is accepted too), e-mail, the
 * letter text in `message`, and an optional file in the multipart field `attachments` (checked by
 * the server, not by this schema). Field rules and messages are the domain's.
 */
export const ZCooperationRequest = z
  .object({
    type: z.literal(FORM_TYPES.cooperation),
    name: zFormText(FIELD_MAX.name),
    phone: zFormText(FIELD_MAX.phone),
    email: zFormText(FIELD_MAX.email),
    message: zFormText(FIELD_MAX.message),
  })
  .superRefine((form, ctx) => {
    // consents are the form's business (the button stays disabled without them), not the API's
    const errors = validateCooperationForm({
      name: asText(form.name),
      phone: asText(form.phone),
      email: asText(form.email),
      text: asText(form.message),
      policyRead: true,
      processingConsent: true,
    });
    const { text, ...others } = errors;
    addRuleErrors(ctx, text === undefined ? others : { ...others, message: text });
  }, RUN_RULES_ON_ANY_OBJECT);
export type TCooperationRequest = z.input<typeof ZCooperationRequest>;

const ZNoMailSend = z.preprocess(
  (value) => (value === undefined || value === "" ? undefined : String(value)),
  z.enum(["0", "1"], { error: "Допустимые значения: 0 или 1" }).optional(),
);

/** The out-of-stock lens request: name and phone (digits), a message, the product and modification asked for. */
export const ZLensRequest = z
  .object({
    type: z.literal(FORM_TYPES.lensRequest),
    name: zFormText(FIELD_MAX.name),
    phone: zFormText(FIELD_MAX.phone),
    message: zFormText(FIELD_MAX.message),
    // the product asked for; a list holding that one entry is read as the entry
    source: z.preprocess(
      (value) => (Array.isArray(value) && value.length === 1 ? value[0] : value),
      z.object(
        {
          product_id: zId(FORM_SEND_MESSAGES.productId),
          modification_id: zId(FORM_SEND_MESSAGES.modificationId).optional(),
        },
        { error: FORM_SEND_MESSAGES.productId },
      ),
    ),
    no_mail_send: ZNoMailSend,
  })
  .superRefine((form, ctx) => {
    const errors = validateContactRequest(
      { name: asText(form.name), phone: asText(form.phone) },
      "outOfStockRequest",
    );
    addRuleErrors(ctx, errors);
  }, RUN_RULES_ON_ANY_OBJECT);
export type TLensRequest = z.input<typeof ZLensRequest>;

/** Body of POST /form/send, told apart by `type`. */
export const ZFormSendBody = z.discriminatedUnion("type", [ZCooperationRequest, ZLensRequest], {
  error: FORM_SEND_MESSAGES.unknownType,
});
export type TFormSendBody = z.input<typeof ZFormSendBody>;
/** The body as the server reads it after validation. */
export type TFormSendData = z.output<typeof ZFormSendBody>;

export const ZFormSendResponse = z.object({
  /** the stored submission */
  id: z.uuid(),
  message: z.string(),
});
export type TFormSendResponse = z.infer<typeof ZFormSendResponse>;

export const formsContract = c.router({
  send: {
    method: "POST",
    path: "/form/send",
    // multipart (fields + one file in `attachments`) or JSON (no file)
    contentType: "multipart/form-data",
    body: ZFormSendBody,
    metadata: { multipartFiles: [FORM_ATTACHMENT_FIELD] },
    responses: { 200: ZFormSendResponse, 400: ZErrorResponse, 413: ZErrorResponse },
    summary:
      "Stores a form (cooperation enquiry with an optional PDF/DOC/DOCX/JPG/PNG up to 10 MB, or the out-of-stock lens request about a product of the catalogue, else 400); 200 only once it is stored",
  },
});
