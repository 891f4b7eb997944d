import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { CategoryTiles } from "../features/catalog/CategoryTiles.tsx";
import { categoryTile } from "../features/catalog/category-tile.ts";
import { catalogMessages as m } from "../features/catalog/messages.ts";
import { LandingPage } from "../features/layout/LandingPage.tsx";
import { pageMeta } from "../features/seo/meta.ts";
import { typographText } from "../features/typography/typography.server.ts";
import { apiContext } from "../server/api.server.ts";
import { expectOk } from "../server/api-response.ts";

export async function loader({ context, url }: LoaderFunctionArgs) {
  const { categories } = expectOk(await context.get(apiContext).catalog.listCategories());
  return {
    categories: categories.map(categoryTile),
    lead: typographText(m.catalogDescription),
    canonical: `${url.origin}/catalog`,
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: m.catalogTitle,
    description: m.catalogDescription,
    canonical: loaderData?.canonical,
  });

export default function CatalogIndexRoute() {
  const { categories, lead } = useLoaderData<typeof loader>();
  return (
    <LandingPage
      breadcrumbs={[{ label: m.home, href: "/" }, { label: m.catalog }]}
      title={m.catalogTitle}
      lead={lead}
    >
      <CategoryTiles categories={categories} />
    </LandingPage>
  );
}
