import { useCspNonce } from "./csp-nonce.ts";

/**
 * A JSON-LD block (schema.org); `<` is escaped so no text can close the script element. It carries
 * the response's nonce like every other inline script of the page (browsers hide the attribute's
 * value after parsing, so hydration leaves it alone).
 */
export function StructuredData({ data }: { data: object }) {
  const nonce = useCspNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, not executed
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
