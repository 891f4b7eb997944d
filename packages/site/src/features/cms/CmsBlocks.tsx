import { BannerSlider, CallToAction, FaqList, VideoEmbed } from "@optika/ui";
import { ProductList } from "../catalog/ProductList.tsx";
import styles from "./cms-blocks.module.css";
import type { TCmsBlockView } from "./cms-view.ts";
import { cmsMessages as m } from "./messages.ts";

/**
 * Renders a CMS page's typed blocks. HTML (rich text, embeds, FAQ answers) arrives sanitised by
 * the API (sanitizeContentHtml on write and on read). `isFirstScreen`: the first block is in the
 * first screen (a banner slider's first picture loads with high priority, for LCP).
 */
export function CmsBlocks({
  blocks,
  isFirstScreen = false,
  headingLevel = 2,
}: {
  blocks: readonly TCmsBlockView[];
  isFirstScreen?: boolean;
  headingLevel?: 2 | 3;
}) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block, index) => (
        <CmsBlock
          key={positionKey(block.kind, index)}
          block={block}
          isPriority={isFirstScreen && index === 0}
          headingLevel={headingLevel}
        />
      ))}
    </div>
  );
}

/** Blocks have no ids of their own: a block's kind and position in the page are its identity. */
function positionKey(kind: string, index: number): string {
  return `${kind}:${index}`;
}

function CmsBlock({
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
            decoding="async"
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
    case "banner-slider":
      return (
        <BannerSlider
          label={block.label || m.bannersLabel}
          isPriority={isPriority}
          headingLevel={headingLevel}
          slides={block.banners.map((banner) => ({
            id: banner.id,
            title: banner.title,
            text: banner.text,
            href: banner.href,
            image: banner.image,
          }))}
        />
      );
    case "product-carousel":
      return (
        <section className={styles.products} data-block="product-carousel" aria-label={block.title}>
          <div className={styles.productsHead}>
            <Heading className={styles.heading}>{block.title}</Heading>
            {block.link ? (
              <a className={styles.more} href={block.link.href}>
                {block.link.text}
              </a>
            ) : null}
          </div>
          <ProductList products={block.products} label={block.title} headingLevel={3} />
        </section>
      );
    case "faq":
      return <FaqList title={block.title} items={block.items} headingLevel={headingLevel} />;
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
    case "video":
      return <VideoEmbed title={block.title} embedUrl={block.embedUrl} poster={block.poster} />;
    case "table":
      return (
        <div className={styles.tableWrap} data-block="table">
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
        </div>
      );
  }
}
