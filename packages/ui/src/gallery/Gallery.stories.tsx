import type { Meta, StoryObj } from "@storybook/react-vite";
import { glassesImage, lensBoxImage } from "../story-fixtures/fixtures.ts";
import { Gallery } from "./Gallery.tsx";

const images = [
  { src: glassesImage("#1a2230"), alt: "Оправа Ray-Ban RX5154, вид спереди" },
  { src: glassesImage("#7a3b12", "#3b2f2f"), alt: "Оправа Ray-Ban RX5154, тёмные линзы" },
  { src: glassesImage("#0b6e66"), alt: "Оправа Ray-Ban RX5154, зелёная" },
  { src: lensBoxImage("#0a3f8f", "ACUVUE"), alt: "Упаковка линз Acuvue" },
];

const meta = {
  title: "Catalogue/Gallery",
  component: Gallery,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: { images },
} satisfies Meta<typeof Gallery>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Default: TStory = {};
export const StartsAtThird: TStory = { args: { startIndex: 2 } };
export const SingleImage: TStory = { args: { images: images.slice(0, 1) } };
export const Wide: TStory = { args: { aspectRatio: "4 / 3", imageWidth: 800, imageHeight: 600 } };
