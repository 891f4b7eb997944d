import { catalogPath } from "@optika/domain/catalog";
import { Button } from "@optika/ui";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { CatalogListingView } from "../features/catalog/CatalogListingView.tsx";
import { LENSES_CATEGORY_SLUG } from "../features/catalog/categories.ts";
import { loadShownListing } from "../features/catalog/listing-range.server.ts";
import { LensTypeTiles } from "../features/lenses/LensTypeTiles.tsx";
import { lensTypeBySlug } from "../features/lenses/lens-types.ts";
import styles from "../features/lenses/lenses.module.css";
import { lensesMessages as m } from "../features/lenses/messages.ts";
import { canonicalUrl } from "../features/seo/canonical.ts";
import { pageMeta } from "../features/seo/meta.ts";
import { typographRecord } from "../features/typography/typography.server.ts";
import { apiContext } from "../server/api.server.ts";
import { notFound } from "../server/api-response.ts";

export async function loader({ params, context, url }: LoaderFunctionArgs) {
  const type = lensTypeBySlug(params.category ?? "");
  if (!type) return notFound();
  const { view: listing } = await loadShownListing(context.get(apiContext), {
    categorySlug: LENSES_CATEGORY_SLUG,
    splat: "",
    url,
    fixedPath: true,
    baseFilters: type.filters,
  });
  return {
    type: typographRecord(type),
    listing,
    catalogHref: catalogPath(LENSES_CATEGORY_SLUG, type.filters),
    canonical: canonicalUrl(url.origin, url.pathname, listing.pagination.page),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(matches, {
        title: loaderData.type.title,
        description: m.typeDescription(loaderData.type.title, loaderData.type.description),
        canonical: loaderData.canonical,
      })
    : [];

export default function LensTypeRoute() {
  const { type, listing, catalogHref } = useLoaderData<typeof loader>();
  return (
    <CatalogListingView
      listing={listing}
      title={type.title}
      fixedFilters={type.filters}
      breadcrumbs={[
        { label: m.home, href: "/" },
        { label: m.lenses, href: "/lenses" },
        { label: type.title },
      ]}
      intro={
        <div className={styles.intro}>
          <p className={styles.introText}>{type.description}</p>
          <nav aria-label={m.otherTypes}>
            <LensTypeTiles current={type.slug} compact />
          </nav>
          <div>
            <Button href={catalogHref} variant="secondary" size="sm">
              {m.openInCatalog}
            </Button>
          </div>
        </div>
      }
    />
  );
}
