/** Longest return path accepted. */
export const MAX_RETURN_PATH_LENGTH = 2048;

const FALLBACK = "/";
const CHECK_ORIGIN = "http://return-path.invalid";
/** Control characters (browsers strip tab/newline, so "/\t/x" would become "//x") and whitespace. */
function hasForbiddenChar(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (
      code <= 0x20 ||
      (code >= 0x7f && code <= 0xa0) ||
      /\s/u.test(char) ||
      code === 0x200b ||
      code === 0xfeff
    ) {
      return true;
    }
  }
  return false;
}
/** Characters that look like or normalise to a slash or a backslash. */
const SLASH_LOOKALIKES = /[\\\u2044\u2215\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/;

function isPlainLocal(path: string): boolean {
  return (
    path.startsWith("/") && !path.startsWith("//") && !hasForbiddenChar(path) && !SLASH_LOOKALIKES.test(path)
  );
}

/** Every decoding of the candidate (up to 3 rounds of percent-decoding) and its NFKC forms. */
function readings(candidate: string): string[] | null {
  const result = [candidate];
  let current = candidate;
  for (let round = 0; round < 3; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) break;
    result.push(decoded);
    current = decoded;
  }
  return [...result, ...result.map((text) => text.normalize("NFKC"))];
}

/**
 * The candidate when it is a path on this site, else "/". Rejects anything that is not a string,
 * "//host", "/\host", schemes ("http:", "javascript:"), control characters and whitespace, and the
 * same tricks hidden behind percent-encoding or Unicode look-alikes (e.g. "/%2F%2Fhost", "/／host").
 */
export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== "string") return FALLBACK;
  if (candidate.length === 0 || candidate.length > MAX_RETURN_PATH_LENGTH) return FALLBACK;
  const all = readings(candidate);
  if (!all?.every(isPlainLocal)) return FALLBACK;
  // Last line of defence: resolved against a dummy origin, it must stay there and not turn into
  // "//host" through dot segments ("/..//host").
  const resolved = new URL(candidate, `${CHECK_ORIGIN}/`);
  if (resolved.origin !== CHECK_ORIGIN || resolved.pathname.startsWith("//")) return FALLBACK;
  return candidate;
}
