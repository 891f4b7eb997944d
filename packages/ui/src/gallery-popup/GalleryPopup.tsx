import { LIGHTBOX_ZOOM } from "@optika/domain/constants";
import * as Dialog from "@radix-ui/react-dialog";
import useEmblaCarousel from "embla-carousel-react";
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { TransformComponent, TransformWrapper } from "react-zoom-pan-pinch";
import { useOpenerFocus } from "../dialog/use-opener-focus.ts";
import { CarouselSlide } from "../gallery/CarouselSlide.tsx";
import { GalleryControls } from "../gallery/GalleryControls.tsx";
import { CloseIcon } from "../icons/icons.tsx";
import styles from "./gallery-popup.module.css";
import { galleryPopupMessages as m } from "./messages.ts";
import { createPinchLock } from "./pinch-lock.ts";

// the zoom library sets its own inline sizes; these win over them without !important
const ZOOM_WRAPPER_STYLE = { width: "100%", height: "min(80dvh, 900px)" } as const;
const ZOOM_CONTENT_STYLE = { width: "100%", height: "100%" } as const;

export interface IGalleryPopupImage {
  src: string;
  alt: string;
}

export interface IGalleryPopupProps {
  open: boolean;
  onClose: () => void;
  images: IGalleryPopupImage[];
  /** The picture that was clicked: the popup opens on it. */
  startIndex?: number;
}

/**
 * The full-screen picture viewer (spec §2 Modals): a Radix modal dialog (focus trap, Escape, body
 * scroll locked) around an embla carousel — one slide per view, 20 px apart, arrows and dots,
 * opening at `startIndex` — with pinch/wheel zoom per picture clamped to 1–3 (react-zoom-pan-pinch)
 * and no slide change for 500 ms after a pinch.
 */
export function GalleryPopup({ open, onClose, images, startIndex = 0 }: IGalleryPopupProps) {
  const count = images.length;
  const returnFocus = useOpenerFocus(open);
  const initial = Math.min(Math.max(0, Math.trunc(startIndex)), Math.max(0, count - 1));
  const [selected, setSelected] = useState(initial);
  const lock = useMemo(() => createPinchLock(), []);
  const zoomedRef = useRef(false);
  const [viewportRef, api] = useEmblaCarousel({
    startIndex: initial,
    align: "start",
    containScroll: false,
    // a zoomed picture pans instead of swiping; right after a pinch nothing moves
    watchDrag: () => !zoomedRef.current && !lock.isLocked(),
  });

  useEffect(() => {
    if (!api) return;
    const sync = () => setSelected(api.selectedScrollSnap());
    sync();
    api.on("select", sync).on("reInit", sync);
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api]);

  const goTo = useCallback(
    (index: number) => {
      if (lock.isLocked() || count === 0) return;
      const target = Math.min(Math.max(0, index), count - 1);
      setSelected(target);
      api?.scrollTo(target);
    },
    [api, count, lock],
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

  const hasControls = count > 1;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          aria-describedby={undefined}
          onKeyDown={hasControls ? onKeyDown : undefined}
          onCloseAutoFocus={returnFocus}
          data-gallery-popup=""
        >
          <Dialog.Title className={styles.title}>{m.title}</Dialog.Title>
          <Dialog.Close className={styles.close} aria-label={m.close}>
            <CloseIcon />
          </Dialog.Close>
          <section className={styles.carousel} aria-roledescription={m.carousel} aria-label={m.title}>
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
                    <TransformWrapper
                      minScale={LIGHTBOX_ZOOM.min}
                      maxScale={LIGHTBOX_ZOOM.max}
                      doubleClick={{ mode: "toggle" }}
                      onTransform={(_ref, state) => {
                        zoomedRef.current = state.scale > LIGHTBOX_ZOOM.min;
                      }}
                      onPinchStop={() => lock.lock()}
                    >
                      <TransformComponent
                        wrapperClass={styles.zoomWrapper}
                        contentClass={styles.zoomContent}
                        wrapperStyle={ZOOM_WRAPPER_STYLE}
                        contentStyle={ZOOM_CONTENT_STYLE}
                      >
                        <img
                          className={styles.image}
                          src={image.src}
                          alt={image.alt}
                          loading={Math.abs(index - initial) <= 1 ? "eager" : "lazy"}
                          decoding="async"
                          draggable={false}
                        />
                      </TransformComponent>
                    </TransformWrapper>
                  </CarouselSlide>
                ))}
              </div>
            </div>
            {hasControls ? (
              <GalleryControls
                slideKeys={images.map((image, index) => `${index}-${image.src}`)}
                selected={selected}
                goTo={goTo}
                tone="dark"
              />
            ) : null}
          </section>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
