import { FORM_TYPES, type TErrorResponse, type TLensRequest } from "@optika/api-contract";
import { phoneDigitsForApi } from "@optika/domain/phone";
import { quickBuyMessages as m } from "./messages.ts";

export type TLensRequestInput = {
  name: string;
  phone: string;
  message: string;
  productId: number;
  modificationId: number | null;
};

export type TLensRequestResult =
  | { kind: "sent"; id: string }
  | { kind: "invalid"; errors: { name?: string; phone?: string } }
  | { kind: "failed"; message: string };

/** The body of spec §7's out-of-stock request: type 'Заявка на линзы', phone as digits, no_mail_send 1. */
export function lensRequestBody(input: TLensRequestInput): TLensRequest {
  return {
    type: FORM_TYPES.lensRequest,
    name: input.name.trim(),
    phone: phoneDigitsForApi(input.phone),
    message: input.message,
    source: {
      product_id: input.productId,
      ...(input.modificationId === null ? {} : { modification_id: input.modificationId }),
    },
    no_mail_send: "1",
  };
}

/**
 * POST /api/form/send; never throws. Spec §8 (out-of-stock): the first error message, else the
 * message, else 'Ошибка сервера'.
 */
export async function sendLensRequest(
  input: TLensRequestInput,
  fetchImpl: typeof fetch = fetch,
): Promise<TLensRequestResult> {
  try {
    const response = await fetchImpl("/api/form/send", {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify(lensRequestBody(input)),
    });
    const body = (await response.json().catch(() => null)) as
      | (Partial<TErrorResponse> & { id?: string })
      | null;
    if (response.ok && body?.id) return { kind: "sent", id: body.id };
    const errors = body?.errors ?? {};
    const fieldErrors = {
      ...(errors.name?.[0] ? { name: errors.name[0] } : {}),
      ...(errors.phone?.[0] ? { phone: errors.phone[0] } : {}),
    };
    if (Object.keys(fieldErrors).length > 0) return { kind: "invalid", errors: fieldErrors };
    const first = Object.values(errors).flat()[0];
    return { kind: "failed", message: first || body?.message || m.serverError };
  } catch {
    return { kind: "failed", message: m.serverError };
  }
}
