import { clsx } from "clsx";
import { useState } from "react";
import styles from "./video-embed.module.css";

export interface IVideoEmbedProps {
  title: string;
  /** the player's embed URL (an allowed host; checked by the server) */
  embedUrl: string;
  poster: { src: string; alt: string; width: number; height: number };
  className?: string;
}

/** A video: its poster and a play button; the player's iframe is created only when asked for (no third-party load before). */
export function VideoEmbed({ title, embedUrl, poster, className }: IVideoEmbedProps) {
  const [isPlaying, setPlaying] = useState(false);
  return (
    <figure className={clsx(styles.video, className)}>
      <div className={styles.frame}>
        {isPlaying ? (
          <iframe
            className={styles.player}
            src={`${embedUrl}${embedUrl.includes("?") ? "&" : "?"}autoplay=1`}
            title={title}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
            <img
              className={styles.poster}
              src={poster.src}
              alt=""
              width={poster.width}
              height={poster.height}
              loading="lazy"
              decoding="async"
            />
            <span className={styles.icon} aria-hidden="true" />
            <span className={styles.label}>Смотреть видео: {title}</span>
          </button>
        )}
      </div>
      <figcaption className={styles.caption}>{title}</figcaption>
    </figure>
  );
}
