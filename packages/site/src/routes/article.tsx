import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { ArticlePage } from "../features/articles/ArticlePage.tsx";
import { loadArticle } from "../features/articles/article.server.ts";
import { sectionOf } from "../features/articles/article-listing.server.ts";
import { pageMeta } from "../features/seo/meta.ts";
import { sharedApiContext } from "../server/api.server.ts";

/** /stat/{category}/{article} and /charity/{category}/{article}. */
export async function loader({ context, url, params }: LoaderFunctionArgs) {
  return loadArticle(context.get(sharedApiContext), {
    section: sectionOf(url),
    category: params.category ?? "",
    slug: params.article ?? "",
    url,
  });
}

/** Title, lead, canonical; og:type "article" (once) and the cover as og:image when there is one. */
export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(matches, {
        title: loaderData.article.title,
        description: loaderData.article.lead,
        canonical: loaderData.canonical,
        image: loaderData.article.shareImage,
        type: "article",
      })
    : [];

export default function ArticleRoute() {
  return <ArticlePage data={useLoaderData<typeof loader>()} />;
}
