import type { ImgHTMLAttributes } from "react";
import styles from "./picture.module.css";

/** A `<source>` of a `<picture>`: one image type and its candidates (`url 480w, url 800w`). */
export interface IPictureSource {
  type: string;
  srcSet: string;
}

export interface IPictureProps extends ImgHTMLAttributes<HTMLImageElement> {
  /** Best type first: the browser takes the first one it shows, else the `<img>`'s own `src`. */
  sources?: readonly IPictureSource[];
  /** Required: the layout box is reserved before the picture arrives (no layout shift). */
  width: number;
  height: number;
}

/**
 * An `<img>` in a `<picture>` with one `<source>` per type (AVIF, WebP…), each with the same
 * `sizes`; the markup is the same for every browser, so a page can be cached per URL. Without
 * sources it is the plain `<img>`.
 */
export function Picture({ sources = [], sizes, alt = "", ...img }: IPictureProps) {
  if (sources.length === 0) return <img alt={alt} sizes={sizes} {...img} />;
  return (
    <picture className={styles.root}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {/* the <img> has no srcset of its own: `sizes` belongs to the sources */}
      <img alt={alt} {...img} />
    </picture>
  );
}
