import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { CmsPage } from "../features/cms/CmsPage.tsx";
import { CmsPreviewWithoutToken } from "../features/cms/CmsPreviewWithoutToken.tsx";
import { cmsPageMeta } from "../features/cms/cms-meta.ts";
import { loadCmsPreview } from "../features/cms/cms-page.server.ts";
import { cmsMessages } from "../features/cms/messages.ts";
import { pageMeta } from "../features/seo/meta.ts";
import { apiContext } from "../server/api.server.ts";
import { notFound } from "../server/api-response.ts";

/**
 * /cms-page-preview?token=…: a page (a draft too) by its signed, expiring preview token; never
 * indexed. Without a token: what the page is for (200); a bad or expired token: 404.
 */
export async function loader({ url, context }: LoaderFunctionArgs) {
  const token = url.searchParams.get("token")?.trim() ?? "";
  if (token === "") return { page: null };
  const page = await loadCmsPreview(context.get(apiContext), token);
  if (!page) return notFound();
  return { page };
}

const NOINDEX = { name: "robots", content: "noindex, nofollow" };

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches, error }) => {
  // a bad token: the not-found page's own title
  if (error || !loaderData) return [NOINDEX];
  if (loaderData.page) return cmsPageMeta(matches, loaderData.page, { isPreview: true });
  const help = {
    title: cmsMessages.previewTitle,
    description: cmsMessages.previewWithoutToken,
    canonical: null,
  };
  return [...pageMeta(matches, help), NOINDEX];
};

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

export default function CmsPagePreviewRoute() {
  const { page } = useLoaderData<typeof loader>();
  return page ? <CmsPage page={page} /> : <CmsPreviewWithoutToken />;
}
