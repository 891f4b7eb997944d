import { formatPrice } from "@optika/domain/money";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { CloseIcon, ImagePlaceholderIcon } from "../icons/icons.tsx";
import { type IPictureSource, Picture } from "../picture/Picture.tsx";
import { Price } from "../price/Price.tsx";
import { UiLink } from "../ui-link/UiLink.tsx";
import { VisuallyHidden } from "../visually-hidden/VisuallyHidden.tsx";
import styles from "./cart-line.module.css";
import { messages } from "./messages.ts";

export interface ICartLineParameter {
  /** 'Оптическая сила (Сфера)', 'Радиус кривизны'… */
  label: string;
  value: string;
}

export interface ICartLineProps {
  name: string;
  href: string;
  imageUrl: string | null;
  imageSources?: readonly IPictureSource[];
  /** 'Правый глаз' / 'Левый глаз' for a lens line chosen per eye. */
  eyeLabel?: string | null;
  /** The modification's parameters, in the order of its groups. */
  parameters: readonly ICartLineParameter[];
  /** Kopecks per unit, and before the discount. */
  unitPrice: number;
  unitPriceOld?: number | null;
  /** Kopecks for the line (the server's). */
  lineTotal: number;
  /** The quantity control (a QuantityStepper). */
  quantity: ReactNode;
  /** A note under the line (stock limit, bonuses). */
  note?: ReactNode;
  onRemove: () => void;
  /** The line is changing on the server: its sums are about to change. */
  isPending?: boolean;
  className?: string;
}

/** One line of the cart: picture, name, parameters per eye, prices, quantity, removal. */
export function CartLine({
  name,
  href,
  imageUrl,
  imageSources,
  eyeLabel,
  parameters,
  unitPrice,
  unitPriceOld,
  lineTotal,
  quantity,
  note,
  onRemove,
  isPending = false,
  className,
}: ICartLineProps) {
  return (
    <article className={clsx(styles.root, isPending && styles.isPending, className)} data-cart-line="">
      <div className={styles.media}>
        {imageUrl ? (
          <Picture
            src={imageUrl}
            sources={imageSources}
            sizes={imageSources ? "96px" : undefined}
            alt=""
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
            className={styles.image}
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            <ImagePlaceholderIcon size={36} strokeWidth={1.25} />
          </span>
        )}
      </div>
      <div className={styles.info}>
        <h2 className={styles.name}>
          <UiLink href={href} className={styles.link}>
            {name}
          </UiLink>
        </h2>
        {eyeLabel ? <p className={styles.eye}>{eyeLabel}</p> : null}
        {parameters.length > 0 ? (
          <dl className={styles.parameters} aria-label={messages.parameters}>
            {parameters.map((p) => (
              <div key={p.label} className={styles.parameter}>
                <dt>{p.label}</dt>
                <dd>{p.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {note ? <div className={styles.note}>{note}</div> : null}
      </div>
      <div className={styles.unit}>
        <VisuallyHidden>{messages.unitPrice}: </VisuallyHidden>
        <Price price={unitPrice} oldPrice={unitPriceOld} size="sm" />
      </div>
      <div className={styles.quantity}>{quantity}</div>
      <div className={styles.total} data-line-total="">
        <VisuallyHidden>{messages.lineTotal}: </VisuallyHidden>
        {formatPrice(lineTotal)}
      </div>
      <button
        type="button"
        className={styles.remove}
        onClick={onRemove}
        aria-label={messages.removeLine(name)}
        title={messages.remove}
      >
        <CloseIcon size={20} />
      </button>
    </article>
  );
}
