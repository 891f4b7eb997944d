import type { VideoObject, WithContext } from "schema-dts";

export type TVideoObjectJsonLdInput = {
  readonly name: string;
  /** the video's own text; the name stands in when it has none (search engines require one) */
  readonly description: string;
  /** absolute URL of the poster; null: the video has none */
  readonly thumbnailUrl: string | null;
  /** ISO 8601 date-time of publication */
  readonly uploadDate: string;
  /** ISO 8601 duration ("PT3M34S") */
  readonly duration: string;
  /** absolute https URL of the player (the video host's embed), "" when the video has none */
  readonly embedUrl: string;
  /** absolute URL of the page that shows the video */
  readonly url: string;
};

/**
 * schema.org `VideoObject` of a video on /video: name, description, poster, publication date,
 * duration and the player. Null for a video a search engine could not show (no poster or no
 * player) — nothing is made up for it.
 */
export function videoObjectJsonLd(input: TVideoObjectJsonLdInput): WithContext<VideoObject> | null {
  if (!input.thumbnailUrl || !input.embedUrl) return null;
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: input.name,
    description: input.description.trim() || input.name,
    thumbnailUrl: [input.thumbnailUrl],
    uploadDate: input.uploadDate,
    duration: input.duration,
    embedUrl: input.embedUrl,
    url: input.url,
    inLanguage: "ru-RU",
  };
}
