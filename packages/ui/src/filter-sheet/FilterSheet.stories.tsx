import type { Meta, StoryObj } from "@storybook/react-vite";
import { FacetList, type IFacet } from "../facet-list/FacetList.tsx";
import { FilterSheet } from "./FilterSheet.tsx";

const facets: IFacet[] = [
  {
    key: "brand",
    name: "Бренд",
    values: [
      { value: "acuvue", label: "ACUVUE", count: 12, selected: true, href: "/catalog/linzy" },
      {
        value: "alcon",
        label: "Alcon",
        count: 9,
        selected: false,
        href: "/catalog/linzy/f/brand=acuvue,alcon",
      },
    ],
  },
  {
    key: "period",
    name: "Срок замены",
    values: [
      {
        value: "odnodnevnye",
        label: "Однодневные",
        count: 7,
        selected: false,
        href: "/catalog/linzy/f/brand=acuvue/period=odnodnevnye",
      },
      {
        value: "dvuhnedelnye",
        label: "Двухнедельные",
        count: 3,
        selected: false,
        href: "/catalog/linzy/f/brand=acuvue/period=dvuhnedelnye",
      },
    ],
  },
];

const meta = {
  title: "Catalogue/FilterSheet",
  component: FilterSheet,
  parameters: { viewport: { defaultViewport: "mobile1" } },
  args: {
    id: "story-filter-sheet",
    activeCount: 1,
    applyLabel: "Показать 12 товаров",
    applyHref: "/catalog/linzy/f/brand=acuvue",
    resetHref: "/catalog/linzy",
    children: <FacetList facets={facets} />,
  },
} satisfies Meta<typeof FilterSheet>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Main: TStory = {};
export const Partner: TStory = { globals: { brand: "partner" } };
export const NothingFound: TStory = {
  args: { activeCount: 2, applyLabel: "Показать 0 товаров", canApply: false },
};
export const Counting: TStory = { args: { isCounting: true } };
