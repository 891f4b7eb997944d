import { ImagePlaceholderIcon } from "../icons/icons.tsx";
import { Picture } from "../picture/Picture.tsx";
import { Price } from "../price/Price.tsx";
import { SearchHitContent } from "../search-parts/SearchHitContent.tsx";
import { UiLink } from "../ui-link/UiLink.tsx";
import styles from "./search-overlay-results.module.css";
import type { TSearchOverlayItem } from "./types.ts";

/** Size of a product's picture in the overlay (CSS px; it is square). */
const THUMB_SIZE = 56;

/** One hit: a product row (picture, name, price) or a text hit (title, a line, its links). */
export function SearchOverlayItem({ item }: { item: TSearchOverlayItem }) {
  if (item.kind === "product") {
    return (
      <UiLink href={item.href} className={styles.product}>
        <span className={styles.thumb}>
          {item.imageUrl ? (
            <Picture
              src={item.imageUrl}
              sources={item.imageSources}
              sizes={`${THUMB_SIZE}px`}
              width={THUMB_SIZE}
              height={THUMB_SIZE}
              loading="lazy"
              decoding="async"
              alt=""
            />
          ) : (
            <ImagePlaceholderIcon size={28} />
          )}
        </span>
        <span className={styles.productName}>{item.title}</span>
        <Price price={item.price} oldPrice={item.priceOld} size="sm" className={styles.productPrice} />
      </UiLink>
    );
  }
  return (
    <div className={styles.hit}>
      <SearchHitContent hit={item} classes={styles} />
    </div>
  );
}
