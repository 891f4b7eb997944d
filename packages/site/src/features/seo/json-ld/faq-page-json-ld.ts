import type { FAQPage, WithContext } from "schema-dts";

export type TFaqEntry = {
  readonly question: string;
  /** plain text, or sanitised HTML (schema.org allows basic markup in an answer) */
  readonly answer: string;
};

/**
 * schema.org `FAQPage` for a page showing a FAQ block or answered questions
 * (/questions-specialist/…): one `Question` with its `acceptedAnswer` per entry.
 */
export function faqPageJsonLd(entries: readonly TFaqEntry[], url?: string): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    ...(url ? { url } : {}),
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}
