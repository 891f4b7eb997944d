import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { CmsPage } from "../features/cms/CmsPage.tsx";
import { cmsPageMeta } from "../features/cms/cms-meta.ts";
import { loadCmsPreview } from "../features/cms/cms-page.server.ts";
import { apiContext } from "../server/api.server.ts";
import { notFound } from "../server/api-response.ts";

/** /cms-page-preview?token=…: a page (a draft too) by its signed, expiring preview token; never indexed; 404 for a bad token. */
export async function loader({ url, context }: LoaderFunctionArgs) {
  const page = await loadCmsPreview(context.get(apiContext), url.searchParams.get("token") ?? "");
  if (!page) return notFound();
  return { page };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => [
  ...cmsPageMeta(matches, loaderData?.page, { isPreview: true }),
  ...(loaderData ? [] : [{ name: "robots", content: "noindex, nofollow" }]),
];

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

export default function CmsPagePreviewRoute() {
  const { page } = useLoaderData<typeof loader>();
  return <CmsPage page={page} />;
}
