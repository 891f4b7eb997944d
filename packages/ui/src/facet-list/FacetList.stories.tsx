import type { Meta, StoryObj } from "@storybook/react-vite";
import type { IFacet } from "./FacetList.tsx";
import { FacetList } from "./FacetList.tsx";

const facets: IFacet[] = [
  {
    key: "brand",
    name: "Бренд",
    values: [
      { value: "acuvue", label: "Acuvue", count: 48, selected: true, href: "/catalog/linzy" },
      {
        value: "alcon",
        label: "Alcon",
        count: 31,
        selected: false,
        href: "/catalog/linzy/f/brand=acuvue,alcon",
      },
      {
        value: "bausch-lomb",
        label: "Bausch + Lomb",
        count: 22,
        selected: false,
        href: "/catalog/linzy/f/brand=acuvue,bausch-lomb",
      },
      {
        value: "coopervision",
        label: "CooperVision",
        count: 17,
        selected: false,
        href: "/catalog/linzy/f/brand=acuvue,coopervision",
      },
      {
        value: "okvision",
        label: "OKVision",
        count: 0,
        selected: false,
        href: "/catalog/linzy/f/brand=acuvue,okvision",
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
        count: 26,
        selected: false,
        href: "/catalog/linzy/f/brand=acuvue/period=odnodnevnye",
      },
      {
        value: "dvuhnedelnye",
        label: "Двухнедельные",
        count: 12,
        selected: false,
        href: "/catalog/linzy/f/brand=acuvue/period=dvuhnedelnye",
      },
      {
        value: "mesyachnye",
        label: "Ежемесячные",
        count: 10,
        selected: false,
        href: "/catalog/linzy/f/brand=acuvue/period=mesyachnye",
      },
    ],
  },
];

const manyValues: IFacet = {
  key: "sphere",
  name: "Оптическая сила",
  values: Array.from({ length: 32 }, (_, i) => {
    const d = (-12 + i * 0.5).toFixed(2).replace(".", ",");
    return {
      value: `v${i}`,
      label: d,
      count: 30 - (i % 7),
      selected: i === 25,
      href: `/catalog/linzy/f/sphere=v${i}`,
    };
  }),
};

const meta = {
  title: "Catalogue/FacetList",
  component: FacetList,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
  args: { facets },
} satisfies Meta<typeof FacetList>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Default: TStory = {};
export const LongListTruncated: TStory = { args: { facets: [manyValues] } };
