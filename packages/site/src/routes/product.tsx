import { PRODUCT_PAGE_CMS_IDS } from "@optika/api-contract";
import { Container } from "@optika/ui";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { CmsStaticBlocks } from "../features/cms/CmsStaticBlock.tsx";
import { loadCmsBlocks } from "../features/cms/cms-page.server.ts";
import { ProductView } from "../features/product/ProductView.tsx";
import productStyles from "../features/product/product.module.css";
import { loadProductRouteData } from "../features/product/product-route-data.server.ts";
import { pageMeta } from "../features/seo/meta.ts";
import { StructuredData } from "../features/seo/StructuredData.tsx";
import { apiContext, sharedApiContext } from "../server/api.server.ts";

export async function loader({ params, context, request, url }: LoaderFunctionArgs) {
  const [data, cms] = await Promise.all([
    loadProductRouteData(context.get(apiContext), params.slug ?? "", url, request),
    loadCmsBlocks(context.get(sharedApiContext), [PRODUCT_PAGE_CMS_IDS.top, PRODUCT_PAGE_CMS_IDS.bottom]),
  ]);
  return {
    ...data,
    cmsTop: cms.get(PRODUCT_PAGE_CMS_IDS.top) ?? [],
    cmsBottom: cms.get(PRODUCT_PAGE_CMS_IDS.bottom) ?? [],
  };
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
  const { product, structuredData, cmsTop, cmsBottom } = useLoaderData<typeof loader>();
  return (
    <>
      {cmsTop.length > 0 ? (
        <Container data-cms-block="product-top" className={productStyles.cmsTop}>
          <CmsStaticBlocks blocks={cmsTop} />
        </Container>
      ) : null}
      <ProductView product={product} />
      {cmsBottom.length > 0 ? (
        <Container data-cms-block="product-bottom">
          <CmsStaticBlocks blocks={cmsBottom} />
        </Container>
      ) : null}
      <StructuredData data={structuredData} />
    </>
  );
}
