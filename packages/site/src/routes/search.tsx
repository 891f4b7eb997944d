import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { searchMessages as m } from "../features/search/messages.ts";
import { SearchPageView, searchPageTitle } from "../features/search/SearchPageView.tsx";
import { loadSearchPage } from "../features/search/search-page.server.ts";
import { pageMeta } from "../features/seo/meta.ts";
import { apiContext } from "../server/api.server.ts";

/** /search?search={text}: the results page, server-rendered from one API call (spec §2). */
export async function loader({ context, url }: LoaderFunctionArgs) {
  return { view: await loadSearchPage(context.get(apiContext), url) };
}

/**
 * Results pages are not for search engines (an unbounded set of addresses, thin and duplicate
 * content): noindex, but their links are followed.
 */
export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  const query = loaderData?.view.query ?? "";
  return [
    ...pageMeta(matches, {
      title: searchPageTitle(query),
      description: query ? m.description(query) : m.defaultDescription,
    }),
    { name: "robots", content: "noindex, follow" },
  ];
};

export default function SearchRoute() {
  const { view } = useLoaderData<typeof loader>();
  return <SearchPageView view={view} />;
}
