import DOMPurify from "dompurify";

/**
 * A message's HTML made safe to render: scripts, event handlers (`onerror`, `onclick`),
 * `javascript:` links and embedded frames are removed; text formatting and links stay.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "iframe", "object", "embed"],
  });
}
