import { clsx } from "clsx";
import type { EmblaCarouselType } from "embla-carousel";
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import styles from "./banner-slider.module.css";
import { bannerSliderMessages as m } from "./messages.ts";

export interface IBannerSlide {
  id: number | string;
  title: string;
  text?: string;
  href: string;
  image: { src: string; alt: string; width: number; height: number };
}

export interface IBannerSliderProps {
  slides: readonly IBannerSlide[];
  /** Accessible name of the carousel region. */
  label: string;
  /** Milliseconds per slide while playing (default 6000). */
  intervalMs?: number;
  /** The slider is the page's first screen: the first picture loads eagerly with high priority (LCP). */
  isPriority?: boolean;
  /** Heading level of the slide titles (default 2). */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * Banner slider: server-rendered slides (the first one is the page's first paint, its picture
 * eager with high priority, the rest lazy); embla's core is fetched after hydration, so the
 * route's JavaScript stays small. Accessible (WAI-ARIA carousel): a pause/play button first,
 * previous/next buttons, slide pickers, arrow keys; autoplay stops on hover and focus, and does
 * not start for people who prefer reduced motion.
 */
export function BannerSlider({
  slides,
  label,
  intervalMs = 6000,
  isPriority = false,
  headingLevel = 2,
  className,
}: IBannerSliderProps) {
  const count = slides.length;
  const viewportRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  const selectedRef = useRef(0);
  selectedRef.current = selected;
  const [isPlaying, setPlaying] = useState(count > 1);
  const [isHeld, setHeld] = useState(false);
  const id = useId();
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) setPlaying(false);
  }, []);

  useEffect(() => {
    const node = viewportRef.current;
    if (!node || count < 2) return;
    let api: EmblaCarouselType | null = null;
    let isCancelled = false;
    void import("embla-carousel").then(({ default: EmblaCarousel }) => {
      if (isCancelled) return;
      api = EmblaCarousel(node, { loop: true, align: "start", startIndex: selectedRef.current });
      api.on("select", (instance) => setSelected(instance.selectedScrollSnap()));
      setEmbla(api);
    });
    return () => {
      isCancelled = true;
      api?.destroy();
    };
  }, [count]);

  const goTo = useCallback(
    (index: number) => {
      const target = (index + count) % count;
      if (embla) embla.scrollTo(target);
      else setSelected(target);
    },
    [embla, count],
  );

  useEffect(() => {
    if (!isPlaying || isHeld || count < 2) return;
    const timer = window.setInterval(() => goTo(selected + 1), intervalMs);
    return () => window.clearInterval(timer);
  }, [isPlaying, isHeld, count, intervalMs, goTo, selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      setPlaying(false);
      goTo(selected + 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      setPlaying(false);
      goTo(selected - 1);
    }
  };

  if (count === 0) return null;
  return (
    <section
      className={clsx(styles.slider, className)}
      aria-roledescription={m.roleDescription}
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            aria-label={isPlaying ? m.pause : m.play}
            data-testid="banner-slider-toggle"
            onClick={() => setPlaying((value) => !value)}
          >
            <span aria-hidden="true" className={isPlaying ? styles.pauseIcon : styles.playIcon} />
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label={m.previous}
            aria-controls={id}
            onClick={() => {
              setPlaying(false);
              goTo(selected - 1);
            }}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label={m.next}
            aria-controls={id}
            onClick={() => {
              setPlaying(false);
              goTo(selected + 1);
            }}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
      <div className={styles.viewport} ref={viewportRef}>
        <div
          className={styles.track}
          id={id}
          aria-live={isPlaying && !isHeld ? "off" : "polite"}
          // before embla has loaded (or without JavaScript) the selected slide is shown by a transform
          style={embla ? undefined : { transform: `translateX(-${selected * 100}%)` }}
        >
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern — slides are role="group" with aria-roledescription
            <div
              key={slide.id}
              className={styles.slide}
              role="group"
              aria-roledescription={m.slideRoleDescription}
              aria-label={m.slideLabel(index + 1, count)}
              aria-hidden={index === selected ? undefined : true}
              inert={index === selected ? undefined : true}
              data-selected={index === selected ? "" : undefined}
            >
              <img
                className={styles.image}
                src={slide.image.src}
                alt={slide.image.alt}
                width={slide.image.width}
                height={slide.image.height}
                loading={index === 0 && isPriority ? "eager" : "lazy"}
                fetchPriority={index === 0 && isPriority ? "high" : undefined}
                decoding={index === 0 ? "sync" : "async"}
              />
              <div className={styles.caption}>
                <Heading className={styles.title}>{slide.title}</Heading>
                {slide.text ? <p className={styles.text}>{slide.text}</p> : null}
                <a className={styles.link} href={slide.href}>
                  Подробнее
                  <span className={styles.visuallyHidden}>: {slide.title}</span>
                </a>
              </div>
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.dots}>
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className={styles.dot}
              aria-label={m.goTo(index + 1)}
              aria-current={index === selected ? "true" : undefined}
              onClick={() => {
                setPlaying(false);
                goTo(index);
              }}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
