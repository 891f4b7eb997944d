import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { CatalogListingView } from "../features/catalog/CatalogListingView.tsx";
import { listingDescription, listingPageTitle } from "../features/catalog/listing-meta.ts";
import { loadShownListing } from "../features/catalog/listing-range.server.ts";
import { listingTitle } from "../features/catalog/listing-title.ts";
import { catalogMessages as m } from "../features/catalog/messages.ts";
import { canonicalUrl } from "../features/seo/canonical.ts";
import { pageMeta } from "../features/seo/meta.ts";
import { apiContext } from "../server/api.server.ts";

export async function loader({ params, context, url }: LoaderFunctionArgs) {
  const { view: listing, canonicalPath } = await loadShownListing(context.get(apiContext), {
    categorySlug: params.category ?? "",
    splat: params["*"] ?? "",
    url,
  });
  return { listing, canonical: canonicalUrl(url.origin, canonicalPath, listing.pagination.page) };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const title = listingTitle(loaderData.listing);
  return pageMeta(matches, {
    title: listingPageTitle(loaderData.listing, title),
    description: listingDescription(loaderData.listing, title),
    canonical: loaderData.canonical,
  });
};

export default function CatalogCategoryRoute() {
  const { listing } = useLoaderData<typeof loader>();
  const title = listingTitle(listing);
  const filtered = Object.keys(listing.filters).length > 0;
  return (
    <CatalogListingView
      listing={listing}
      title={title}
      breadcrumbs={[
        { label: m.home, href: "/" },
        { label: m.catalog, href: "/catalog" },
        filtered
          ? { label: listing.category.name, href: listing.category.url }
          : { label: listing.category.name },
        ...(filtered ? [{ label: title }] : []),
      ]}
    />
  );
}
