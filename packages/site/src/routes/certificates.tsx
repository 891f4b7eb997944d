import { Breadcrumbs, Container } from "@optika/ui";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { cardView } from "../features/catalog/card-product.ts";
import { CERTIFICATES_CATEGORY_SLUG } from "../features/catalog/categories.ts";
import { ProductList } from "../features/catalog/ProductList.tsx";
import styles from "../features/certificates/certificates.module.css";
import { certificatesMessages as m } from "../features/certificates/messages.ts";
import { certificatePageTexts } from "../features/certificates/page-texts.server.ts";
import { BreadcrumbStructuredData } from "../features/seo/BreadcrumbStructuredData.tsx";
import { pageMeta } from "../features/seo/meta.ts";
import { typographListing } from "../features/typography/typography.server.ts";
import { apiContext } from "../server/api.server.ts";
import { expectOk } from "../server/api-response.ts";

export async function loader({ context, url }: LoaderFunctionArgs) {
  const listing = expectOk(
    await context.get(apiContext).catalog.listCategoryProducts({
      params: { slug: CERTIFICATES_CATEGORY_SLUG },
      query: { sort: "price_asc" },
    }),
  );
  const products = typographListing(listing).products.map(cardView);
  return {
    products,
    ...certificatePageTexts(products.map((product) => product.price)),
    canonical: `${url.origin}/sertifikaty`,
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: m.title,
    description: loaderData?.description ?? m.title,
    canonical: loaderData?.canonical,
  });

export default function CertificatesRoute() {
  const { products, texts } = useLoaderData<typeof loader>();
  const breadcrumbs = [{ label: m.home, href: "/" }, { label: m.title }];
  return (
    <Container className={styles.page}>
      <Breadcrumbs items={breadcrumbs} />
      <BreadcrumbStructuredData items={breadcrumbs} />
      <div className={styles.hero}>
        <div>
          <h1 className={styles.title}>{m.title}</h1>
          <p className={styles.lead}>{texts.lead}</p>
        </div>
        <section aria-labelledby="certificate-steps">
          <h2 id="certificate-steps" className={styles.stepsHeading}>
            {texts.stepsHeading}
          </h2>
          <ol className={styles.steps}>
            {texts.steps.map((step) => (
              <li key={step.title} className={styles.step}>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p className={styles.stepText}>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <section aria-labelledby="certificate-list">
        <h2 id="certificate-list" className={styles.sectionTitle}>
          {texts.listHeading}
        </h2>
        <ProductList products={products} label={m.listHeading} headingLevel={3} />
      </section>
    </Container>
  );
}
