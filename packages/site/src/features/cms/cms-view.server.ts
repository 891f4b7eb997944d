import type { TCmsBlock, TCmsPage } from "@optika/api-contract";
import { cardView } from "../catalog/card-product.ts";
import { typographText } from "../typography/typography.server.ts";
import type { TCmsBlockView, TCmsPageView } from "./cms-view.ts";

/** Server side: the API's blocks → the renderer's (plain-text fields typographed; HTML is left as the server sanitised it). */
export function cmsBlocksView(blocks: readonly TCmsBlock[]): TCmsBlockView[] {
  return blocks.map((block): TCmsBlockView => {
    switch (block.kind) {
      case "product-carousel":
        return { ...block, title: typographText(block.title), products: block.products.map(cardView) };
      case "cta":
        return { ...block, title: typographText(block.title), text: typographText(block.text) };
      case "faq":
        return {
          ...block,
          title: typographText(block.title),
          items: block.items.map((item) => ({ ...item, question: typographText(item.question) })),
        };
      case "banner-slider":
        return {
          ...block,
          banners: block.banners.map((banner) => ({
            ...banner,
            title: typographText(banner.title),
            text: typographText(banner.text),
          })),
        };
      default:
        return block;
    }
  });
}

export function cmsPageView(page: TCmsPage): TCmsPageView {
  return {
    id: page.id,
    path: page.path,
    title: typographText(page.title),
    seoTitle: page.seo_title || page.title,
    seoDescription: page.seo_description,
    isDraft: page.status === "draft",
    blocks: cmsBlocksView(page.blocks),
  };
}
