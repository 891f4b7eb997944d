import type { Meta, StoryObj } from "@storybook/react-vite";
import { glassesImage, lensBoxImage, phoneViewport } from "../story-fixtures/fixtures.ts";
import { withPageBehind } from "../story-fixtures/PageBehind.tsx";
import { GalleryPopup } from "./GalleryPopup.tsx";

const images = [
  { src: glassesImage("#1a2230"), alt: "Оправа Ray-Ban RX5154, вид спереди" },
  { src: glassesImage("#7a3b12", "#3b2f2f"), alt: "Оправа Ray-Ban RX5154, тёмные линзы" },
  { src: glassesImage("#0b6e66"), alt: "Оправа Ray-Ban RX5154, зелёная" },
  { src: lensBoxImage("#0a3f8f", "ACUVUE"), alt: "Упаковка линз Acuvue" },
];

/** The full-screen gallery popup: opens at the clicked picture, pinch zoom 1–3. */
const meta = {
  title: "Global/GalleryPopup",
  component: GalleryPopup,
  decorators: [withPageBehind],
  parameters: { layout: "fullscreen", viewport: { options: phoneViewport } },
  args: { open: true, onClose: () => {}, images, startIndex: 1 },
} satisfies Meta<typeof GalleryPopup>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Main: TStory = {};
export const SingleImage: TStory = { args: { images: images.slice(0, 1), startIndex: 0 } };
export const Partner: TStory = { globals: { brand: "partner" } };
export const Phone: TStory = { globals: { viewport: { value: "phone" } } };
export const PartnerPhone: TStory = { globals: { brand: "partner", viewport: { value: "phone" } } };
