import { z } from "zod";

/** Error body of every failed call: 400 carries field messages, 404 just the message. */
export const ZErrorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** Integer ≥ 1 from a path or query string ("12" → 12); anything else fails with `message`. */
export function zPositiveIntString(message: string) {
  return z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const text = String(value).trim();
    if (!/^\d+$/.test(text)) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    const n = Number(text);
    if (!Number.isSafeInteger(n) || n < 1) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return n;
  });
}

export const ZImageRef = z.object({ id: z.number().int(), alt: z.string() });
export type TImageRef = z.infer<typeof ZImageRef>;

export const ZNamedRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type TNamedRef = z.infer<typeof ZNamedRef>;
