import type { IPictureSource } from "../picture/Picture.tsx";

/** A link of a search hit (a lens option's parameter pages: "−3,00", "8,6"…). */
export interface ISearchHitLink {
  label: string;
  href: string;
}

/** One item of an overlay section: a product row (picture and price) or a text hit. */
export type TSearchOverlayItem =
  | {
      kind: "product";
      key: string;
      title: string;
      href: string;
      imageUrl: string | null;
      imageSources?: readonly IPictureSource[];
      /** Kopecks. */
      price: number;
      /** Kopecks. */
      priceOld: number | null;
    }
  | {
      kind: "link";
      key: string;
      title: string;
      href: string;
      /** A line under the title (an announce, a position, a question). */
      text?: string | null;
      links?: readonly ISearchHitLink[];
    };

/** A group of results (products, services, categories, brand, specialists, video, questions, articles). */
export interface ISearchOverlaySection {
  key: string;
  title: string;
  /** All hits of the group (the tab's count); `items` may be fewer. */
  total: number;
  items: readonly TSearchOverlayItem[];
}

/** A filter-page group: a tab that is a link to the filtered listing, with its product count. */
export interface ISearchOverlayLinkTab {
  key: string;
  label: string;
  count: number;
  href: string;
}

export type TSearchOverlayStatus = "idle" | "loading" | "ready" | "error";

/** The tab of all groups. */
export const ALL_RESULTS_TAB = "all";
