import { CallToAction, FaqList } from "@optika/ui";
import { faqPageJsonLd } from "../seo/json-ld/faq-page-json-ld.ts";
import { StructuredData } from "../seo/StructuredData.tsx";
import styles from "./cms-blocks.module.css";
import type { TCmsBlockView } from "./cms-view.ts";

/**
 * The blocks that need no JavaScript of their own: rich text and embeds (HTML sanitised by the
 * API), image, gallery, FAQ (details/summary), call to action, table. Others render nothing here
 * (CmsBlocks adds the slider, the product carousel and the video); the product page uses only
 * these, so its JavaScript does not carry the slider and the cards' carousel.
 */
export function CmsStaticBlock({
  block,
  isPriority,
  headingLevel,
}: {
  block: TCmsBlockView;
  isPriority: boolean;
  headingLevel: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  switch (block.kind) {
    case "rich-text":
    case "html-embed":
      return (
        <div
          className={styles.prose}
          data-block={block.kind}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API (sanitizeContentHtml)
          dangerouslySetInnerHTML={{ __html: block.html }}
        />
      );
    case "image":
      return (
        <figure className={styles.figure} data-block="image">
          <img
            className={styles.image}
            src={block.image.src}
            alt={block.image.alt}
            width={block.image.width}
            height={block.image.height}
            loading={isPriority ? "eager" : "lazy"}
            fetchPriority={isPriority ? "high" : undefined}
            decoding={isPriority ? undefined : "async"}
          />
          {block.caption ? <figcaption className={styles.caption}>{block.caption}</figcaption> : null}
        </figure>
      );
    case "gallery":
      return (
        <section className={styles.gallery} data-block="gallery" aria-label={block.title ?? undefined}>
          {block.title ? <Heading className={styles.heading}>{block.title}</Heading> : null}
          <ul className={styles.galleryList}>
            {block.images.map((image) => (
              <li key={image.src}>
                <img
                  className={styles.galleryImage}
                  src={image.src}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        </section>
      );
    case "faq":
      // the questions also as schema.org FAQPage (answers are the API's sanitised HTML)
      return (
        <>
          <FaqList title={block.title} items={block.items} headingLevel={headingLevel} />
          <StructuredData
            data={faqPageJsonLd(
              block.items.map((item) => ({ question: item.question, answer: item.answerHtml })),
            )}
          />
        </>
      );
    case "cta":
      return (
        <CallToAction
          title={block.title}
          text={block.text}
          href={block.button.href}
          buttonText={block.button.text}
          tone={block.tone}
          headingLevel={headingLevel}
        />
      );
    case "table":
      return (
        <section
          className={styles.tableWrap}
          data-block="table"
          // a table wider than a phone scrolls sideways: the region takes focus so the keyboard can scroll it
          // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region (axe scrollable-region-focusable)
          tabIndex={0}
          aria-label={block.caption}
        >
          <table className={styles.table}>
            <caption className={styles.tableCaption}>{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join("|")}>
                  {row.map((cell, cellIndex) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell's column is its identity
                    <td key={cellIndex}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      );
    default:
      return null;
  }
}

/** Blocks have no ids of their own: a block's kind and position in the page are its identity. */
export function positionKey(kind: string, index: number): string {
  return `${kind}:${index}`;
}

/** Blocks of a page placed by id (the product page's 248 and 36): the static kinds only. */
export function CmsStaticBlocks({
  blocks,
  headingLevel = 2,
}: {
  blocks: readonly TCmsBlockView[];
  headingLevel?: 2 | 3;
}) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block, index) => (
        <CmsStaticBlock
          key={positionKey(block.kind, index)}
          block={block}
          isPriority={false}
          headingLevel={headingLevel}
        />
      ))}
    </div>
  );
}
