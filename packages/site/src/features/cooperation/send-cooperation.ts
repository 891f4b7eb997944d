import {
  FORM_ATTACHMENT_FIELD,
  FORM_ATTACHMENT_MAX_BYTES,
  FORM_SEND_MESSAGES,
  FORM_TYPES,
  type TErrorResponse,
} from "@optika/api-contract";
import { phoneWithPlus } from "@optika/domain/phone";
import type { TCooperationFieldErrors, TCooperationValues } from "@optika/ui";

export type TSendResult =
  | { kind: "sent" }
  /** the server refused some fields: shown under them, the modal stays */
  | { kind: "invalid"; errors: TCooperationFieldErrors }
  /** anything else: the modal closes and the error is logged (spec §8) */
  | { kind: "failed"; error: unknown };

/** The API's field names → the form's. */
const FIELD_OF: Readonly<Record<string, keyof TCooperationFieldErrors>> = {
  name: "name",
  phone: "phone",
  email: "email",
  message: "text",
  [FORM_ATTACHMENT_FIELD]: "file",
};

/** Extensions the picker offers; the server decides by content. */
const FILE_EXTENSIONS = /\.(pdf|docx?|jpe?g|png)$/i;

/** A chosen file's problem, found before sending (size, obviously wrong kind); null when fine. */
export function checkAttachment(file: { name: string; size: number }): string | null {
  if (file.size > FORM_ATTACHMENT_MAX_BYTES) return FORM_SEND_MESSAGES.fileTooLarge;
  if (!FILE_EXTENSIONS.test(file.name)) return FORM_SEND_MESSAGES.fileType;
  return null;
}

/** The multipart body of spec §7: type, name, message, phone ('+' and digits), email, attachments. */
export function cooperationFormData(values: TCooperationValues, file: File | null): FormData {
  const body = new FormData();
  body.set("type", FORM_TYPES.cooperation);
  body.set("name", values.name.trim());
  body.set("phone", phoneWithPlus(values.phone));
  body.set("email", values.email.trim());
  body.set("message", values.text.trim());
  if (file) body.set(FORM_ATTACHMENT_FIELD, file, file.name);
  return body;
}

/** Field messages of a 400/413 answer in the form's terms; empty when none is about a field it has. */
export function fieldErrorsOf(status: number, body: Partial<TErrorResponse> | null): TCooperationFieldErrors {
  const errors: TCooperationFieldErrors = {};
  for (const [field, messages] of Object.entries(body?.errors ?? {})) {
    const target = FIELD_OF[field];
    if (target && messages[0]) errors[target] = messages[0];
  }
  // the storefront refuses an oversized body before the API sees it (its own message)
  if (status === 413 && !errors.file) errors.file = FORM_SEND_MESSAGES.fileTooLarge;
  return errors;
}

/** POST /api/form/send with the enquiry; never throws. */
export async function sendCooperation(
  values: TCooperationValues,
  file: File | null,
  fetchImpl: typeof fetch = fetch,
): Promise<TSendResult> {
  try {
    const response = await fetchImpl("/api/form/send", {
      method: "POST",
      headers: { accept: "application/json" },
      body: cooperationFormData(values, file),
    });
    if (response.ok) return { kind: "sent" };
    const body = (await response.json().catch(() => null)) as Partial<TErrorResponse> | null;
    if (response.status === 400 || response.status === 413) {
      const errors = fieldErrorsOf(response.status, body);
      if (Object.keys(errors).length > 0) return { kind: "invalid", errors };
    }
    return {
      kind: "failed",
      error: new Error(`POST /api/form/send: ${response.status} ${body?.message ?? ""}`),
    };
  } catch (error) {
    return { kind: "failed", error };
  }
}
