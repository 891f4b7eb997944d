import { Breadcrumbs, Container } from "@optika/ui";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { CategoryTiles } from "../features/catalog/CategoryTiles";
import styles from "../features/catalog/catalog-index.module.css";
import { catalogMessages as m } from "../features/catalog/messages";
import { pageMeta } from "../features/seo/meta";
import { apiContext } from "../server/api.server";
import { expectOk } from "../server/api-response";

export async function loader({ context, url }: LoaderFunctionArgs) {
  const { categories } = expectOk(await context.get(apiContext).catalog.listCategories());
  return { categories, canonical: `${url.origin}/catalog` };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: m.catalogTitle,
    description: m.catalogDescription,
    canonical: loaderData?.canonical,
  });

export default function CatalogIndexRoute() {
  const { categories } = useLoaderData<typeof loader>();
  return (
    <Container className={styles.page}>
      <Breadcrumbs items={[{ label: m.home, href: "/" }, { label: m.catalog }]} />
      <h1 className={styles.title}>{m.catalogTitle}</h1>
      <p className={styles.lead}>{m.catalogDescription}</p>
      <CategoryTiles categories={categories} />
    </Container>
  );
}
