import type { Meta, StoryObj } from "@storybook/react-vite";
import { glassesImage, lensBoxImage } from "../story-fixtures/fixtures.ts";
import { Picture } from "./Picture.tsx";

const meta = {
  title: "Media/Picture",
  component: Picture,
  args: {
    src: lensBoxImage("#0b6bcb", "1-DAY"),
    alt: "Упаковка линз",
    width: 300,
    height: 300,
    sizes: "300px",
    sources: [{ type: "image/svg+xml", srcSet: `${glassesImage("#1f2937")} 600w` }],
  },
} satisfies Meta<typeof Picture>;

export default meta;
type TStory = StoryObj<typeof meta>;

/** A `<source>` the browser shows: it wins over the `<img>`'s own `src`. */
export const WithSources: TStory = {};

/** No sources: the plain `<img>`. */
export const PlainImage: TStory = { args: { sources: [] } };
