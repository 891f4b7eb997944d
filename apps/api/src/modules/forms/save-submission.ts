import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { FORM_SEND_MESSAGES, FORM_TYPES, type TFormSendData } from "@optika/api-contract";
import { phoneDigitsForApi, phoneWithPlus } from "@optika/domain/phone";
import { and, eq } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { formSubmissions, modifications, products } from "../../db/schema.ts";
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

/**
 * The out-of-stock request names a product of the catalogue (and, if it names one, a variant of
 * that product): else the message to answer 400 with, so no request about nothing is stored. One
 * statement: the product, joined to the variant asked for.
 */
export async function unknownSourceMessage(
  db: TDb,
  source: { product_id: number; modification_id?: number | undefined },
): Promise<string | null> {
  const [found] = await db
    .select({ product: products.id, modification: modifications.id })
    .from(products)
    .leftJoin(
      modifications,
      and(eq(modifications.productId, products.id), eq(modifications.id, source.modification_id ?? -1)),
    )
    .where(eq(products.id, source.product_id));
  if (!found) return FORM_SEND_MESSAGES.productUnknown;
  if (source.modification_id !== undefined && found.modification === null) {
    return FORM_SEND_MESSAGES.modificationUnknown;
  }
  return null;
}
