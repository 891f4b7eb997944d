import type { TApiClient } from "../../server/api.server.ts";
import { type TContactsErrors, validateContacts } from "./contacts-validation.ts";

const FIELDS = new Set(["name", "phone", "comment"]);

/** POST /appointments/quick from the form's fields; refused input → the fields' messages. */
export async function sendQuickRequest(
  api: TApiClient,
  form: FormData,
): Promise<{ kind: "sent" } | { kind: "invalid"; errors: TContactsErrors }> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = { name: text("name"), phone: text("phone"), comment: text("comment") };
  const errors = validateContacts(values, { needsConsent: false });
  if (Object.keys(errors).length > 0) return { kind: "invalid", errors };
  const optionalId = (name: string) => (/^\d{1,10}$/.test(text(name)) ? Number(text(name)) : null);
  const answer = await api.appointments
    .quick({
      body: {
        name: values.name.trim(),
        phone: values.phone,
        comment: values.comment,
        store_id: optionalId("store_id"),
        service_id: optionalId("service_id"),
      },
    })
    .catch(() => null);
  if (answer?.status === 201) return { kind: "sent" };
  if (answer?.status === 400) {
    const body = answer.body as { message?: string; errors?: Record<string, string[]> };
    const found: TContactsErrors = {};
    for (const [field, messages] of Object.entries(body.errors ?? {}))
      if (FIELDS.has(field) && messages[0]) found[field as keyof TContactsErrors] = messages[0];
    if (Object.keys(found).length === 0) found.form = body.message;
    return { kind: "invalid", errors: found };
  }
  // spec §8: form send failure → the server's message, else 'Ошибка сервера'
  return { kind: "invalid", errors: { form: "Ошибка сервера" } };
}
