/** An anchor id the server writes into a page: lowercase latin letters, digits and hyphens. */
const ANCHOR_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

/**
 * Gives the body's `<h2>` elements, in order, the ids of the table of contents. The body has been
 * sanitised first (the sanitiser keeps no attributes on headings, so its h2 are bare `<h2>`);
 * only ids of ANCHOR_ID's shape are written, so nothing from the database can break out.
 */
export function addHeadingAnchors(
  sanitisedHtml: string,
  headings: readonly { id: string; text: string }[],
): { html: string; headings: { id: string; text: string }[] } {
  const usable = headings.filter((h) => ANCHOR_ID.test(h.id));
  let index = 0;
  const html = sanitisedHtml.replace(/<h2>/g, (tag) => {
    const heading = usable[index];
    index += 1;
    return heading ? `<h2 id="${heading.id}">` : tag;
  });
  return { html, headings: usable.slice(0, index) };
}
