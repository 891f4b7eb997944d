import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { ArticleListing } from "../features/articles/ArticleListing.tsx";
import { loadArticleListing, sectionOf } from "../features/articles/article-listing.server.ts";
import { articlesMessages as m } from "../features/articles/messages.ts";
import { pageMeta } from "../features/seo/meta.ts";
import { pagedTitle } from "../features/seo/paged-title.ts";
import { sharedApiContext } from "../server/api.server.ts";

/** /stat, /stat/{category} (including /stat/och), /charity, /charity/{category}: article listings. */
export async function loader({ context, url, params }: LoaderFunctionArgs) {
  return loadArticleListing(context.get(sharedApiContext), {
    section: sectionOf(url),
    category: params.category,
    url,
  });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const section = m.section[loaderData.section];
  const title = loaderData.category ? `${loaderData.category.name} — ${section.title}` : section.title;
  return pageMeta(matches, {
    title: pagedTitle(title, loaderData.page),
    description: loaderData.category?.description || section.description,
    canonical: loaderData.canonical,
  });
};

export default function ArticleListingRoute() {
  return <ArticleListing view={useLoaderData<typeof loader>()} />;
}
