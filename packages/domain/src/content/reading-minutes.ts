/** Words a reader gets through in a minute (Russian prose, unhurried). */
export const READING_WORDS_PER_MINUTE = 180;

/** Minutes to read a text (HTML tags ignored), at least 1. */
export function readingMinutes(textOrHtml: string): number {
  const words = textOrHtml
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / READING_WORDS_PER_MINUTE));
}
