import { Picture, VisuallyHidden } from "@optika/ui";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { videosMessages as m } from "./messages.ts";
import type { TVideoView } from "./video-view.ts";
import styles from "./videos.module.css";

// the dialog (Radix) and the player's iframe load only when a poster is clicked
const VideoDialog = lazy(() => import("./VideoDialog.tsx"));

/**
 * The video a link pointed at (`/video#video-14`, from search): marked after hydration, since the
 * server never sees the hash, and on client-side navigations, where `:target` does not apply.
 */
function useLinkedVideo(): number | null {
  const { hash } = useLocation();
  const [linked, setLinked] = useState<number | null>(null);
  useEffect(() => {
    const match = /^#video-(\d{1,9})$/.exec(hash);
    setLinked(match ? Number(match[1]) : null);
  }, [hash]);
  return linked;
}

/** Posters with title and duration; a click opens the player in a dialog. */
export function VideoGallery({ videos }: { videos: readonly TVideoView[] }) {
  const [open, setOpen] = useState<TVideoView | null>(null);
  const linked = useLinkedVideo();
  return (
    <>
      <ul className={styles.grid} aria-label={m.listLabel}>
        {videos.map((video, index) => (
          <li
            key={video.id}
            id={`video-${video.id}`}
            className={styles.item}
            data-linked={video.id === linked ? "" : undefined}
          >
            <button
              type="button"
              className={styles.poster}
              onClick={() => setOpen(video)}
              data-video-id={video.id}
            >
              {video.poster ? (
                <Picture
                  src={video.poster.src}
                  sources={video.poster.sources}
                  sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
                  width={480}
                  height={270}
                  alt=""
                  className={styles.posterImage}
                  loading={index < 3 ? "eager" : "lazy"}
                />
              ) : null}
              <VisuallyHidden>{m.play(video.title)}</VisuallyHidden>
              <span className={styles.duration}>
                <time dateTime={video.durationIso}>{video.duration}</time>
              </span>
            </button>
            <h2 className={styles.title}>{video.title}</h2>
            {video.description ? <p className={styles.text}>{video.description}</p> : null}
          </li>
        ))}
      </ul>
      {open ? (
        <Suspense
          fallback={
            <p className={styles.loading} role="status">
              {m.loading}
            </p>
          }
        >
          <VideoDialog video={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
