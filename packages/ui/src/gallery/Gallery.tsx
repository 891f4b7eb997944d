import { clsx } from "clsx";
import useEmblaCarousel from "embla-carousel-react";
import { type KeyboardEvent, useCallback, useEffect, useState } from "react";
import { type IPictureSource, Picture } from "../picture/Picture.tsx";
import { CarouselSlide } from "./CarouselSlide.tsx";
import { GalleryControls } from "./GalleryControls.tsx";
import styles from "./gallery.module.css";
import { messages } from "./messages.ts";

export interface IGalleryImage {
  src: string;
  alt: string;
  /** `<picture>` sources, best type first (AVIF, WebP) with their widths. */
  sources?: readonly IPictureSource[];
}

export interface IGalleryProps {
  images: IGalleryImage[];
  /** Slide shown first (e.g. the picture clicked to open the gallery popup). */
  startIndex?: number;
  /** CSS aspect ratio of every slide (default "1 / 1"). */
  aspectRatio?: string;
  /** Intrinsic size given to each <img> (default 800×800). */
  imageWidth?: number;
  imageHeight?: number;
  /** `sizes` of the pictures' sources: the gallery's width in the page's layout. */
  sizes?: string;
  /** The gallery is in the first screen: the first slide's picture is fetched with high priority (LCP). */
  isPriority?: boolean;
  /** Accessible name of the carousel. */
  label?: string;
  className?: string;
  /** Adds a button over each picture that opens the gallery popup at that picture. */
  onOpen?: (index: number) => void;
}

/** Picture carousel (embla): one slide per view, 20 px spacing, arrows, dots, arrow keys. */
export function Gallery({
  images,
  startIndex = 0,
  aspectRatio = "1 / 1",
  imageWidth = 800,
  imageHeight = 800,
  sizes,
  isPriority = false,
  label = messages.label,
  className,
  onOpen,
}: IGalleryProps) {
  const count = images.length;
  const initial = Math.min(Math.max(0, Math.trunc(startIndex)), Math.max(0, count - 1));
  const [viewportRef, api] = useEmblaCarousel({ startIndex: initial, align: "start", containScroll: false });
  const [selected, setSelected] = useState(initial);

  const sync = useCallback((embla: NonNullable<typeof api>) => {
    setSelected(embla.selectedScrollSnap());
  }, []);

  useEffect(() => {
    if (!api) return;
    sync(api);
    api.on("select", sync).on("reInit", sync);
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api, sync]);

  const goTo = useCallback(
    (index: number) => {
      const target = Math.min(Math.max(0, index), count - 1);
      setSelected(target);
      api?.scrollTo(target);
    },
    [api, count],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      goTo(selected - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      goTo(selected + 1);
    }
  };

  if (count === 0) return null;
  const hasControls = count > 1;

  return (
    <section
      className={clsx(styles.root, className)}
      aria-roledescription={messages.carousel}
      aria-label={label}
      onKeyDown={hasControls ? onKeyDown : undefined}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {images.map((image, index) => (
            <CarouselSlide
              // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may appear twice; position is identity
              key={`${index}-${image.src}`}
              className={styles.slide}
              index={index}
              count={count}
              selected={selected}
            >
              <div className={styles.frame} style={{ aspectRatio }}>
                <Picture
                  className={styles.image}
                  src={image.src}
                  sources={image.sources}
                  sizes={image.sources ? sizes : undefined}
                  alt={image.alt}
                  width={imageWidth}
                  height={imageHeight}
                  loading={index === initial ? "eager" : "lazy"}
                  fetchPriority={isPriority && index === initial ? "high" : undefined}
                  decoding={index === initial ? undefined : "async"}
                  draggable={false}
                />
                {onOpen ? (
                  <button
                    type="button"
                    className={styles.opener}
                    aria-label={messages.open(index + 1)}
                    tabIndex={index === selected ? undefined : -1}
                    onClick={() => onOpen(index)}
                  />
                ) : null}
              </div>
            </CarouselSlide>
          ))}
        </div>
      </div>
      {hasControls ? (
        <GalleryControls
          slideKeys={images.map((image, index) => `${index}-${image.src}`)}
          selected={selected}
          goTo={goTo}
        />
      ) : null}
    </section>
  );
}
