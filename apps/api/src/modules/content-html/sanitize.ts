import { VIDEO_EMBED_HOSTS } from "@optika/domain/content";
import sanitizeHtml from "sanitize-html";

/**
 * The one HTML sanitiser for content that reaches a page: CMS rich text and embeds, articles,
 * promotions, answers, notification texts. Allow-list only (sanitize-html, decision 0040):
 * rich-text tags, links to http/https/mailto/tel or relative URLs, images, tables, figures and
 * iframes from the video hosts we embed. Scripts, styles, event handlers, `javascript:` and
 * `data:` URLs and every attribute not listed here are dropped.
 */

const RICH_TEXT_TAGS = [
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "blockquote",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "a",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "sub",
  "sup",
  "small",
  "mark",
  "abbr",
  "code",
  "pre",
  "span",
  "div",
  "img",
  "figure",
  "figcaption",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "iframe",
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  // `h1` belongs to the page's own title: a heading from content becomes an `h2`.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const { rel: _rel, target: _target, ...rest } = attribs;
      const isExternal = /^https?:\/\//i.test(rest.href ?? "");
      return {
        tagName,
        attribs: isExternal ? { ...rest, rel: "noopener noreferrer", target: "_blank" } : rest,
      };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: "lazy", decoding: "async" },
    }),
    iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
    iframe: ["src", "title", "width", "height", "allow", "allowfullscreen", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start", "reversed"],
    abbr: ["title"],
    "*": [],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"], iframe: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...VIDEO_EMBED_HOSTS],
  allowIframeRelativeUrls: false,
  allowedStyles: {},
  disallowedTagsMode: "discard",
  // The text of these is dropped with them (never shown as text).
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "title"],
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
};

/** Returns HTML safe to put into a page with `dangerouslySetInnerHTML`. Idempotent. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
