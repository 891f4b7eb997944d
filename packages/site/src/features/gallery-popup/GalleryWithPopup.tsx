import { Gallery, type IGalleryProps } from "@optika/ui";
import { lazy, Suspense, useState } from "react";

const GalleryPopup = lazy(() =>
  import("@optika/ui/gallery-popup").then((m) => ({ default: m.GalleryPopup })),
);

/** The page's gallery; a click on a picture opens the full-screen gallery popup at it (loaded then). */
export function GalleryWithPopup(props: Omit<IGalleryProps, "onOpen">) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  return (
    <>
      <Gallery {...props} onOpen={setOpenAt} />
      {openAt !== null ? (
        <Suspense fallback={null}>
          <GalleryPopup open onClose={() => setOpenAt(null)} images={props.images} startIndex={openAt} />
        </Suspense>
      ) : null}
    </>
  );
}
