import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { CatalogListingView } from "../features/catalog/CatalogListingView";
import { isGlassesCategory } from "../features/catalog/categories";
import { listingDescription, listingPageTitle } from "../features/catalog/listing-meta";
import { loadShownListing } from "../features/catalog/listing-range.server";
import { listingTitle } from "../features/catalog/listing-title";
import { ochkiMessages as m } from "../features/ochki/messages";
import { ProductView } from "../features/product/ProductView";
import { loadProduct } from "../features/product/product.server";
import { productDescription } from "../features/product/product-meta";
import { canonicalUrl } from "../features/seo/canonical";
import { pageMeta } from "../features/seo/meta";
import { typographProduct } from "../features/typography/typography.server";
import { apiContext } from "../server/api.server";

/** /ochki/{param}: a glasses category slug shows its listing, anything else is a glasses product slug. */
export async function loader({ params, context, url }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  const param = params.param ?? "";
  if (isGlassesCategory(param)) {
    const listing = await loadShownListing(api, { categorySlug: param, splat: "", url, fixedPath: true });
    return {
      kind: "listing" as const,
      listing,
      canonical: canonicalUrl(url.origin, url.pathname, listing.pagination.page),
    };
  }
  const product = typographProduct(await loadProduct(api, param, url));
  return { kind: "product" as const, product, canonical: `${url.origin}${product.url}` };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  if (loaderData.kind === "product") {
    return pageMeta(matches, {
      title: loaderData.product.name,
      description: productDescription(loaderData.product),
      canonical: loaderData.canonical,
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
  if (data.kind === "product") return <ProductView product={data.product} />;
  const title = listingTitle(data.listing);
  return (
    <CatalogListingView
      listing={data.listing}
      title={title}
      breadcrumbs={[{ label: m.home, href: "/" }, { label: m.glasses, href: "/ochki" }, { label: title }]}
    />
  );
}
