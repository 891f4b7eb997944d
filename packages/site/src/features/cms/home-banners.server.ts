import type { IBannerSlide } from "@optika/ui";
import type { TApiClient } from "../../server/api.server.ts";
import { typographText } from "../typography/typography.server.ts";

/** The home slider's banners (CMS slot 'home'); none when the CMS does not answer (the page still renders). */
export async function loadHomeBanners(api: TApiClient): Promise<IBannerSlide[]> {
  try {
    const response = await api.cms.getBanners({ params: { slot: "home" } });
    if (response.status !== 200) return [];
    return response.body.banners.map((banner) => ({
      id: banner.id,
      title: typographText(banner.title),
      text: typographText(banner.text),
      href: banner.href,
      image: banner.image,
    }));
  } catch {
    return [];
  }
}
