import { isSlug, MAX_SLUG_LENGTH } from "@optika/domain/urls";
import { z } from "zod";

// Default messages of every schema in Russian (zod 4 locale). Here rather than in index.ts alone:
// every contract module imports this file, so the setting holds however the contract is imported.
z.config(z.locales.ru());

/** Error body of every failed call: 400 carries field messages, 404 just the message. */
export const ZErrorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** Largest id the database holds (PostgreSQL int4). */
export const INT4_MAX = 2_147_483_647;

/**
 * The one integer reading of the API: a JSON number or a string of at most ten digits (no sign,
 * no fraction, no exponent), within [min, max]; undefined for anything else.
 */
export function readInt(value: unknown, min: number, max: number = INT4_MAX): number | undefined {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
}

/**
 * Integer from a path, a query string or a JSON body ("12" or 12 → 12) within [min, max]
 * (default: an id, 1…2,147,483,647); anything else fails with `message` (never quoting the input).
 */
export function zInt(message: string, range: { min?: number; max?: number } = {}) {
  const { min = 1, max = INT4_MAX } = range;
  return z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const n = readInt(value, min, max);
    if (n === undefined) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return n;
  });
}

/** An id (integer 1…INT4_MAX) from a path, a query string or a JSON body. */
export function zId(message: string) {
  return zInt(message, { min: 1, max: INT4_MAX });
}

/** An optional query integer: absent or "" mean "not given". */
export function zOptionalInt(message: string, range: { min?: number; max?: number } = {}) {
  return z.preprocess((value) => (value === "" ? undefined : value), zInt(message, range).optional());
}

export const SLUG_MESSAGE = "Некорректный адрес страницы";

/** A category or product slug: at most MAX_SLUG_LENGTH of `[a-z0-9._-]` (no NUL, no slash). */
export const ZSlug = z
  .string({ error: SLUG_MESSAGE })
  .max(MAX_SLUG_LENGTH, { error: SLUG_MESSAGE })
  .refine(isSlug, { error: SLUG_MESSAGE });

export const ZImageRef = z.object({ id: z.number().int(), alt: z.string() });
export type TImageRef = z.infer<typeof ZImageRef>;

export const ZNamedRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type TNamedRef = z.infer<typeof ZNamedRef>;
