import { errorToastText, fieldErrorMessages, serverMessage } from "@optika/domain/errors";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The first field message the API gave for one of `fields` (`{ errors: { phone: [...] } }`). */
export function fieldError(body: unknown, fields: readonly string[]): string | undefined {
  if (!isRecord(body) || !isRecord(body.errors)) return undefined;
  for (const field of fields) {
    const value = body.errors[field];
    const first = Array.isArray(value) ? value.find((item) => typeof item === "string") : value;
    if (typeof first === "string" && first.trim()) return first;
  }
  return undefined;
}

/** Every message of an error answer as one line (the server's message first, else its field messages). */
export function messageOf(body: unknown): string {
  return (
    serverMessage(body) ?? (fieldErrorMessages(body).length > 0 ? errorToastText(body) : errorToastText(null))
  );
}

/** The machine-readable `reason` of an account error (`wrong_code`, `request_new_code`, …). */
export function reasonOf(body: unknown): string | undefined {
  return isRecord(body) && typeof body.reason === "string" ? body.reason : undefined;
}
