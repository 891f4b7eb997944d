import { BONUS_FORMS } from "@optika/domain/commerce";
import { pluralRu } from "@optika/domain/language";
import { formatNumber } from "@optika/domain/money";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { ImagePlaceholderIcon } from "../icons/icons.tsx";
import { type IPictureSource, Picture } from "../picture/Picture.tsx";
import { Price } from "../price/Price.tsx";
import { UiLink } from "../ui-link/UiLink.tsx";
import { messages } from "./messages.ts";
import styles from "./product-card.module.css";

export interface IProductCardProduct {
  id: number | string;
  name: string;
  url: string;
  /** The `<img src>` (the fallback when `imageSources` are given). */
  imageUrl: string | null;
  /** `<picture>` sources, best type first (AVIF, WebP) with their widths. */
  imageSources?: readonly IPictureSource[];
  /** Kopecks. */
  price: number;
  /** Kopecks; struck through when above `price`. */
  priceOld: number | null;
  brandName?: string | null;
  bonusValue?: number | null;
  isAvailable: boolean;
  /** Price of one unit next to the pack price, formatted (lenses: "73 ₽ за линзу"). */
  unitPrice?: string | null;
}

export interface IProductCardProps {
  product: IProductCardProduct;
  /** Actions under the price: add to cart, counter, quick buy… */
  footer?: ReactNode;
  /** Labels over the picture (Badge elements). */
  flags?: ReactNode;
  /** Top-right slot over the picture (e.g. the wishlist toggle). */
  corner?: ReactNode;
  /** Heading level of the name (default h3). */
  headingLevel?: 2 | 3 | 4;
  /** Width/height of the image in px (it is square; default 300). */
  imageSize?: number;
  /** `sizes` of the picture's sources: the card's width in the page's layout. */
  imageSizes?: string;
  /** The card is in the first screen: its picture loads at once with high priority (LCP). */
  isPriority?: boolean;
  className?: string;
}

export function ProductCard({
  product,
  footer,
  flags,
  corner,
  headingLevel = 3,
  imageSize = 300,
  imageSizes,
  isPriority = false,
  className,
}: IProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const bonus = product.bonusValue ?? 0;
  return (
    <article
      className={clsx(styles.root, !product.isAvailable && styles.isUnavailable, className)}
      data-product-id={product.id}
    >
      <div className={styles.media}>
        {product.imageUrl ? (
          <Picture
            className={styles.image}
            src={product.imageUrl}
            sources={product.imageSources}
            sizes={product.imageSources ? imageSizes : undefined}
            alt=""
            width={imageSize}
            height={imageSize}
            loading={isPriority ? "eager" : "lazy"}
            fetchPriority={isPriority ? "high" : undefined}
            decoding={isPriority ? undefined : "async"}
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            <ImagePlaceholderIcon size={56} strokeWidth={1.25} />
          </span>
        )}
        {flags ? <div className={styles.flags}>{flags}</div> : null}
        {corner ? <div className={styles.corner}>{corner}</div> : null}
      </div>
      <div className={styles.body}>
        {product.brandName ? <span className={styles.brand}>{product.brandName}</span> : null}
        <Heading className={styles.name}>
          <UiLink href={product.url} className={styles.link}>
            {product.name}
          </UiLink>
        </Heading>
        <div className={styles.priceRow}>
          <Price price={product.price} oldPrice={product.priceOld} size="md" />
          {product.unitPrice ? (
            <span className={styles.unitPrice} data-unit-price="">
              {product.unitPrice}
            </span>
          ) : null}
        </div>
        {bonus > 0 ? (
          <span className={styles.bonus}>
            {messages.bonus(formatNumber(bonus), pluralRu(bonus, BONUS_FORMS))}
          </span>
        ) : null}
        {product.isAvailable ? null : <span className={styles.unavailable}>{messages.notAvailable}</span>}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </article>
  );
}
