import { Button } from "@optika/ui";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { categoryHref, LENSES_CATEGORY_SLUG } from "../features/catalog/categories.ts";
import { loadPopularByCategory } from "../features/catalog/home-sections.server.ts";
import { ProductList } from "../features/catalog/ProductList.tsx";
import { LandingPage } from "../features/layout/LandingPage.tsx";
import { LensTypeTiles } from "../features/lenses/LensTypeTiles.tsx";
import styles from "../features/lenses/lenses.module.css";
import { lensesMessages as m } from "../features/lenses/messages.ts";
import { pageMeta } from "../features/seo/meta.ts";
import { typographText } from "../features/typography/typography.server.ts";
import { apiContext } from "../server/api.server.ts";

export async function loader({ context }: LoaderFunctionArgs) {
  const sections = await loadPopularByCategory(context.get(apiContext), 8);
  const lenses = sections.find((section) => section.category.kind === "lenses");
  return {
    popular: lenses?.products ?? [],
    lead: typographText(m.lead),
    catalogUrl: lenses ? categoryHref(lenses.category.slug) : categoryHref(LENSES_CATEGORY_SLUG),
  };
}

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  pageMeta(matches, { title: m.documentTitle, description: m.description });

export default function LensesIndexRoute() {
  const { popular, lead, catalogUrl } = useLoaderData<typeof loader>();
  return (
    <LandingPage
      breadcrumbs={[{ label: m.home, href: "/" }, { label: m.lenses }]}
      title={m.title}
      lead={lead}
    >
      <section aria-label={m.typesHeading}>
        <LensTypeTiles />
      </section>
      {popular.length > 0 ? (
        <section aria-labelledby="popular-lenses">
          <h2 id="popular-lenses" className={styles.sectionTitle}>
            {m.popular}
          </h2>
          <ProductList products={popular} label={m.popular} headingLevel={3} />
          <div className={styles.more}>
            <Button href={catalogUrl} variant="secondary">
              {m.allLenses}
            </Button>
          </div>
        </section>
      ) : null}
    </LandingPage>
  );
}
