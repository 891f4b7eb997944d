import { resolveLegacyRedirect } from "@optika/domain/urls";
import { type LoaderFunctionArgs, type MetaFunction, redirect, useLoaderData } from "react-router";
import { CmsPage } from "../features/cms/CmsPage.tsx";
import { cmsPageMeta } from "../features/cms/cms-meta.ts";
import { loadCmsPage } from "../features/cms/cms-page.server.ts";
import { sharedApiContext } from "../server/api.server.ts";
import { notFound } from "../server/api-response.ts";

/**
 * Any other path (spec §2): a published CMS page at that path (landings, legal texts, the
 * discount programme); else a legacy address gets its one 301 (query kept); else the 404 page.
 * (Old product slugs with an article number are handled by the product route itself.)
 */
export async function loader({ url, context }: LoaderFunctionArgs) {
  const page = await loadCmsPage(context.get(sharedApiContext), url.pathname);
  if (page) return { page, canonical: `${url.origin}${url.pathname}` };
  const target = resolveLegacyRedirect(`${url.pathname}${url.search}`, { productSlugExists: () => false });
  if (target) throw redirect(target, 301);
  return notFound();
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  cmsPageMeta(matches, loaderData?.page, { canonical: loaderData?.canonical });

export default function CatchAllRoute() {
  const { page } = useLoaderData<typeof loader>();
  return <CmsPage page={page} />;
}
