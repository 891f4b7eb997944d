import { ServiceList, UiLink } from "@optika/ui";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import styles from "../features/clinics/clinic-pages.module.css";
import { clinicsMessages as m } from "../features/clinics/messages.ts";
import { serviceItem } from "../features/clinics/service-items.ts";
import { LandingPage } from "../features/layout/LandingPage.tsx";
import { pageMeta } from "../features/seo/meta.ts";
import { sharedApiContext } from "../server/api.server.ts";
import { expectOk } from "../server/api-response.ts";

/** /uslugi: every clinic service by category, with price and duration. */
export async function loader({ context, url }: LoaderFunctionArgs) {
  const { categories } = expectOk(await context.get(sharedApiContext).clinics.listServices({ query: {} }));
  return {
    categories: categories
      .filter((c) => c.services.length > 0)
      .map((c) => ({
        slug: c.slug,
        name: c.name,
        description: c.description,
        items: c.services.map(serviceItem),
      })),
    canonical: `${url.origin}/uslugi`,
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: m.services.title,
    description: m.services.description,
    canonical: loaderData?.canonical,
  });

export default function ServicesRoute() {
  const { categories } = useLoaderData<typeof loader>();
  return (
    <LandingPage
      breadcrumbs={[{ label: m.home, href: "/" }, { label: m.services.title }]}
      title={m.services.title}
      lead={m.services.lead}
    >
      {categories.map((category) => (
        <section key={category.slug} className={styles.section} aria-labelledby={`category-${category.slug}`}>
          <h2 id={`category-${category.slug}`} className={styles.sectionTitle}>
            <UiLink href={`/uslugi/${category.slug}`}>{category.name}</UiLink>
          </h2>
          <p className={styles.sectionLead}>{category.description}</p>
          <ServiceList label={category.name} items={category.items} bookLabel={m.services.book} />
        </section>
      ))}
    </LandingPage>
  );
}
