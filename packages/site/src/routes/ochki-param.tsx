import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { CatalogListingView } from "../features/catalog/CatalogListingView.tsx";
import { isGlassesCategory } from "../features/catalog/categories.ts";
import { listingDescription, listingPageTitle } from "../features/catalog/listing-meta.ts";
import { loadShownListing } from "../features/catalog/listing-range.server.ts";
import { listingTitle } from "../features/catalog/listing-title.ts";
import { ochkiMessages as m } from "../features/ochki/messages.ts";
import { ProductView } from "../features/product/ProductView.tsx";
import { loadProductRouteData } from "../features/product/product-route-data.server.ts";
import { canonicalUrl } from "../features/seo/canonical.ts";
import { pageMeta } from "../features/seo/meta.ts";
import { StructuredData } from "../features/seo/StructuredData.tsx";
import { apiContext } from "../server/api.server.ts";

/** /ochki/{param}: a glasses category slug shows its listing, anything else is a glasses product slug. */
export async function loader({ params, context, url, request }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  const param = params.param ?? "";
  if (isGlassesCategory(param)) {
    const { view: listing } = await loadShownListing(api, {
      categorySlug: param,
      splat: "",
      url,
      fixedPath: true,
    });
    return {
      kind: "listing" as const,
      listing,
      canonical: canonicalUrl(url.origin, url.pathname, listing.pagination.page),
    };
  }
  return { kind: "product" as const, ...(await loadProductRouteData(api, param, url, request)) };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  if (loaderData.kind === "product") {
    return pageMeta(matches, {
      title: loaderData.product.name,
      description: loaderData.product.metaDescription,
      canonical: loaderData.canonical,
      image: loaderData.image,
      type: "product",
    });
  }
  const title = listingTitle(loaderData.listing);
  return pageMeta(matches, {
    title: listingPageTitle(loaderData.listing, title),
    description: listingDescription(loaderData.listing, title),
    canonical: loaderData.canonical,
  });
};

export default function OchkiParamRoute() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "product") {
    return (
      <>
        <ProductView product={data.product} />
        <StructuredData data={data.structuredData} />
      </>
    );
  }
  const title = listingTitle(data.listing);
  return (
    <CatalogListingView
      listing={data.listing}
      title={title}
      breadcrumbs={[{ label: m.home, href: "/" }, { label: m.glasses, href: "/ochki" }, { label: title }]}
    />
  );
}
