import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { FORM_TYPES, type TFormSendData } from "@optika/api-contract";
import { phoneDigitsForApi, phoneWithPlus } from "@optika/domain/phone";
import type { TDb } from "../../db/client.ts";
import { formSubmissions } from "../../db/schema.ts";
import { discardFile, keepUpload, type TReceivedUpload } from "./upload-store.ts";

/**
 * Stores one submission: the file first (moved into place, synced), then the row (one INSERT,
 * committed). Only when both are done does the caller answer 200; if the row fails the file is
 * removed again, so a file without a row is only left by a process killed in between (and then
 * the shopper got no 200 either).
 */
export async function saveSubmission(
  db: TDb,
  uploadDir: string,
  form: TFormSendData,
  upload: (TReceivedUpload & { kind: NonNullable<TReceivedUpload["kind"]> }) | null,
): Promise<{ id: string }> {
  const id = randomUUID();
  const file = upload ? await keepUpload(uploadDir, upload, id) : null;
  const isCooperation = form.type === FORM_TYPES.cooperation;
  try {
    await db.insert(formSubmissions).values({
      id,
      type: form.type,
      name: form.name.trim(),
      phone: isCooperation ? phoneWithPlus(form.phone) : phoneDigitsForApi(form.phone),
      email: isCooperation ? form.email.trim() : null,
      message: form.message.trim(),
      source: isCooperation ? null : form.source,
      noMailSend: !isCooperation && form.no_mail_send === "1",
      attachmentFile: file,
      attachmentName: upload ? upload.originalName : null,
      attachmentKind: upload ? upload.kind : null,
      attachmentBytes: upload ? upload.bytes : null,
    });
  } catch (error) {
    if (file) await discardFile(join(uploadDir, file));
    throw error;
  }
  return { id };
}
