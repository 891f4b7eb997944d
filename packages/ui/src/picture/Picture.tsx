import type { ImgHTMLAttributes } from "react";
import { preload } from "react-dom";
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
 *
 * A high-priority picture (the page's LCP image) is also preloaded from the document's head, ahead
 * of the scripts: React preloads such a plain `<img>` itself, but not one inside a `<picture>`, so
 * the browser met it only after the head's module preloads (decision 0050). The preload names the
 * best type, so a browser without it skips the preload, and the same `sizes`, so it fetches the
 * very candidate the `<source>` picks.
 */
export function Picture({ sources = [], sizes, alt = "", ...img }: IPictureProps) {
  if (sources.length === 0) return <img alt={alt} sizes={sizes} {...img} />;
  const [best] = sources;
  if (img.fetchPriority === "high" && best)
    preload(firstCandidate(best.srcSet), {
      as: "image",
      type: best.type,
      imageSrcSet: best.srcSet,
      imageSizes: sizes,
      fetchPriority: "high",
    });
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

/** The first URL of a `srcset` (`/a.avif 480w, /b.avif 800w` → `/a.avif`). */
function firstCandidate(srcSet: string): string {
  return srcSet.trim().split(/\s+/)[0] ?? "";
}
