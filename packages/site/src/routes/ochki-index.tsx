import { Button } from "@optika/ui";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { CategoryTiles } from "../features/catalog/CategoryTiles.tsx";
import { isGlassesCategory } from "../features/catalog/categories.ts";
import { loadPopularByCategory } from "../features/catalog/home-sections.server.ts";
import { ProductList } from "../features/catalog/ProductList.tsx";
import { LandingPage } from "../features/layout/LandingPage.tsx";
import styles from "../features/lenses/lenses.module.css";
import { ochkiMessages as m } from "../features/ochki/messages.ts";
import { pageMeta } from "../features/seo/meta.ts";
import { typographText } from "../features/typography/typography.server.ts";
import { apiContext } from "../server/api.server.ts";

export async function loader({ context }: LoaderFunctionArgs) {
  const sections = await loadPopularByCategory(context.get(apiContext), 8);
  return {
    sections: sections.filter((section) => isGlassesCategory(section.category.slug)),
    lead: typographText(m.lead),
  };
}

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  pageMeta(matches, { title: m.title, description: m.description });

export default function OchkiIndexRoute() {
  const { sections, lead } = useLoaderData<typeof loader>();
  return (
    <LandingPage
      breadcrumbs={[{ label: m.home, href: "/" }, { label: m.glasses }]}
      title={m.title}
      lead={lead}
    >
      <section aria-label={m.categoriesHeading}>
        <CategoryTiles
          categories={sections.map((section) => section.category)}
          wide
          hrefFor={(slug) => `/ochki/${slug}`}
        />
      </section>
      {sections.map((section) => (
        <section key={section.category.id} aria-labelledby={`popular-${section.category.slug}`}>
          <h2 id={`popular-${section.category.slug}`} className={styles.sectionTitle}>
            {m.popularIn(section.category.name)}
          </h2>
          <ProductList products={section.products} label={section.category.name} headingLevel={3} />
          <div className={styles.more}>
            <Button href={`/ochki/${section.category.slug}`} variant="secondary">
              {m.showAll(section.category.name)}
            </Button>
          </div>
        </section>
      ))}
    </LandingPage>
  );
}
