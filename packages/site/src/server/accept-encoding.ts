import type { TEncoding } from "./page-cache.ts";

/**
 * The encoding a stored page is sent in, from the request's Accept-Encoding (RFC 9110 §12.5.3):
 * brotli when accepted, else gzip (`x-gzip` and `*` count), else identity. A `;q=0` refuses.
 */
export function negotiateEncoding(header: string | string[] | undefined): TEncoding {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(",") : (header ?? "")).toLowerCase().split(",")) {
    const [token = "", ...params] = part.split(";").map((p) => p.trim());
    if (!token) continue;
    const q = params.find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(token === "x-gzip" ? "gzip" : token, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weightOf("br") > 0) return "br";
  if (weightOf("gzip") > 0) return "gzip";
  return "identity";
}
