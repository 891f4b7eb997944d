import type { TVideo } from "@optika/api-contract";
import { buildImageSet } from "@optika/domain/images";

export type TVideoView = {
  id: number;
  title: string;
  description: string;
  embedUrl: string;
  /** "3:34" */
  duration: string;
  /** ISO 8601 duration for <time dateTime>: "PT3M34S" */
  durationIso: string;
  poster: ReturnType<typeof buildImageSet> | null;
  /** ISO date-time of publication (the VideoObject's uploadDate) */
  publishedAt: string;
};

export function durationLabel(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${rest}` : `${m}:${rest}`;
}

export function videoView(video: TVideo): TVideoView {
  const s = Math.max(0, Math.round(video.duration_seconds));
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    embedUrl: video.embed_url,
    duration: durationLabel(s),
    durationIso: `PT${Math.floor(s / 60)}M${s % 60}S`,
    poster: video.poster_image_id === null ? null : buildImageSet(video.poster_image_id),
    publishedAt: video.published_at,
  };
}
