import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { ProductView } from "../features/product/ProductView.tsx";
import { loadProduct } from "../features/product/product.server.ts";
import { productPage } from "../features/product/product-page.ts";
import { pageMeta } from "../features/seo/meta.ts";
import { typographProduct } from "../features/typography/typography.server.ts";
import { apiContext } from "../server/api.server.ts";

export async function loader({ params, context, url }: LoaderFunctionArgs) {
  const product = productPage(
    typographProduct(await loadProduct(context.get(apiContext), params.slug ?? "", url)),
  );
  return { product, canonical: `${url.origin}${product.url}` };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(matches, {
        title: loaderData.product.name,
        description: loaderData.product.metaDescription,
        canonical: loaderData.canonical,
      })
    : [];

export default function ProductRoute() {
  const { product } = useLoaderData<typeof loader>();
  return <ProductView product={product} />;
}
