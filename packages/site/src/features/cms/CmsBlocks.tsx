import { BannerSlider, VideoEmbed } from "@optika/ui";
import { ProductList } from "../catalog/ProductList.tsx";
import { CmsStaticBlock, positionKey } from "./CmsStaticBlock.tsx";
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
    case "video":
      return <VideoEmbed title={block.title} embedUrl={block.embedUrl} poster={block.poster} />;
    default:
      return <CmsStaticBlock block={block} isPriority={isPriority} headingLevel={headingLevel} />;
  }
}
