import { buildImageUrl } from "@optika/domain/images";
import type { TApiClient } from "../../server/api.server.ts";
import { requestSiteOrigin } from "../seo/site-origin.server.ts";
import { typographProduct } from "../typography/typography.server.ts";
import { loadProduct } from "./product.server.ts";
import { productPage } from "./product-page.ts";
import { productStructuredData } from "./product-structured-data.ts";

/**
 * What a product page's loader returns (/product/{slug} and /ochki/{slug}): the page's view model,
 * its canonical URL and picture on this host, and its `Product` JSON-LD. The product's own address
 * is compared with the loader's `url`, never with `request.url` (`/product/x.data` when the
 * shopper navigates in the browser: that compared unequal and answered every navigation with a
 * redirect to itself).
 */
export async function loadProductRouteData(
  api: TApiClient,
  slug: string,
  /** the loader's `url`: the page's address (a client navigation's request is `/x.data`) */
  url: URL,
  request: Request,
) {
  const loaded = await loadProduct(api, slug, url);
  const product = productPage(typographProduct(loaded));
  const origin = requestSiteOrigin(request);
  const [image] = product.images;
  return {
    product,
    canonical: `${origin}${product.url}`,
    image: image ? buildImageUrl(image.id, { width: 800, height: 800 }) : null,
    structuredData: productStructuredData(loaded, origin),
  };
}
