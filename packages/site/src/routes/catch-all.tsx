import { resolveLegacyRedirect } from "@optika/domain/urls";
import { type LoaderFunctionArgs, type MetaFunction, redirect, useLoaderData } from "react-router";
import { oldCategoryPathTarget } from "../features/catalog/old-category-path.server.ts";
import { CmsPage } from "../features/cms/CmsPage.tsx";
import { cmsPageMeta } from "../features/cms/cms-meta.ts";
import { loadCmsPage } from "../features/cms/cms-page.server.ts";
import { sharedApiContext } from "../server/api.server.ts";
import { notFound } from "../server/api-response.ts";

/**
 * Any other path (spec §2): a published CMS page at that path (landings, legal texts, the
 * discount programme); else a legacy address gets its one 301 (query kept), an old sub-path of a
 * category its filtered listing or product; else the 404 page. (Old product slugs with an article
 * number are handled by the product route itself.)
 */
export async function loader({ url, context }: LoaderFunctionArgs) {
  const api = context.get(sharedApiContext);
  const page = await loadCmsPage(api, url.pathname);
  if (page) return { page, canonical: `${url.origin}${url.pathname}` };
  // one 301 even when the legacy table leads to an old sub-path (/linzy/odnodnevnye)
  const legacy = resolveLegacyRedirect(url.pathname, { productSlugExists: () => false });
  const target = (await oldCategoryPathTarget(api, legacy ?? url.pathname)) ?? legacy;
  if (target) throw redirect(`${target}${url.search}`, 301);
  return notFound();
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  cmsPageMeta(matches, loaderData?.page, { canonical: loaderData?.canonical });

export default function CatchAllRoute() {
  const { page } = useLoaderData<typeof loader>();
  return <CmsPage page={page} />;
}
