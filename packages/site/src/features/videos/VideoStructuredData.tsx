import { useLayoutData } from "../layout/use-layout.ts";
import { absoluteUrl } from "../seo/json-ld/absolute-url.ts";
import { videoObjectJsonLd } from "../seo/json-ld/video-object-json-ld.ts";
import { StructuredData } from "../seo/StructuredData.tsx";
import type { TVideoView } from "./video-view.ts";

/** A `VideoObject` of each video of the page that has a poster and a player (decision 0056). */
export function VideoStructuredData({
  videos,
  pagePath,
}: {
  videos: readonly TVideoView[];
  pagePath: string;
}) {
  const origin = useLayoutData()?.siteOrigin;
  if (!origin) return null;
  const nodes = videos.flatMap(
    (v) =>
      videoObjectJsonLd({
        name: v.title,
        description: v.description,
        thumbnailUrl: v.poster ? absoluteUrl(origin, v.poster.src) : null,
        uploadDate: v.publishedAt,
        duration: v.durationIso,
        embedUrl: v.embedUrl,
        url: absoluteUrl(origin, pagePath),
      }) ?? [],
  );
  return nodes.length > 0 ? <StructuredData data={nodes} /> : null;
}
