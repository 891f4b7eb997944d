import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { ProductView } from "../features/product/ProductView.tsx";
import { loadProductRouteData } from "../features/product/product-route-data.server.ts";
import { pageMeta } from "../features/seo/meta.ts";
import { StructuredData } from "../features/seo/StructuredData.tsx";
import { apiContext } from "../server/api.server.ts";

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  return loadProductRouteData(context.get(apiContext), params.slug ?? "", request);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(matches, {
        title: loaderData.product.name,
        description: loaderData.product.metaDescription,
        canonical: loaderData.canonical,
        image: loaderData.image,
        type: "product",
      })
    : [];

export default function ProductRoute() {
  const { product, structuredData } = useLoaderData<typeof loader>();
  return (
    <>
      <ProductView product={product} />
      <StructuredData data={structuredData} />
    </>
  );
}
