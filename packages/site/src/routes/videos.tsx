import { CONTENT_PAGE_SIZE } from "@optika/domain/content";
import { pageCount } from "@optika/domain/pagination";
import { Pagination } from "@optika/ui";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { pageParam } from "../features/articles/article-listing.server.ts";
import { LandingPage } from "../features/layout/LandingPage.tsx";
import { pageMeta } from "../features/seo/meta.ts";
import { pagedTitle } from "../features/seo/paged-title.ts";
import { videosMessages as m } from "../features/videos/messages.ts";
import { VideoGallery } from "../features/videos/VideoGallery.tsx";
import { VideoStructuredData } from "../features/videos/VideoStructuredData.tsx";
import { videoView } from "../features/videos/video-view.ts";
import { sharedApiContext } from "../server/api.server.ts";
import { expectOk, notFound } from "../server/api-response.ts";

/** /video: posters; a click plays the video in a dialog (the player loads only then). */
export async function loader({ context, url }: LoaderFunctionArgs) {
  const page = pageParam(url);
  const listing = expectOk(
    await context.get(sharedApiContext).videos.listVideos({ query: { page, limit: CONTENT_PAGE_SIZE } }),
  );
  if (page > 1 && page > pageCount(listing.total, listing.limit)) notFound();
  return {
    videos: listing.items.map(videoView),
    page,
    perPage: listing.limit,
    total: listing.total,
    canonical: `${url.origin}/video${page > 1 ? `?page=${page}` : ""}`,
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: pagedTitle(m.title, loaderData?.page),
    description: m.description,
    canonical: loaderData?.canonical,
  });

export default function VideosRoute() {
  const { videos, page, perPage, total } = useLoaderData<typeof loader>();
  return (
    <LandingPage
      breadcrumbs={[{ label: m.home, href: "/" }, { label: m.title }]}
      title={m.title}
      lead={m.lead}
    >
      <VideoGallery videos={videos} />
      <VideoStructuredData videos={videos} pagePath={page > 1 ? `/video?page=${page}` : "/video"} />
      {total > perPage ? (
        <Pagination
          page={page}
          perPage={perPage}
          total={total}
          hrefForPage={(p) => (p > 1 ? `/video?page=${p}` : "/video")}
        />
      ) : null}
    </LandingPage>
  );
}
