import type { Meta, StoryObj } from "@storybook/react-vite";
import { BannerSlider } from "./BannerSlider.tsx";

const art = (from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1440 540"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1440" height="540" fill="url(#g)"/><ellipse cx="1080" cy="280" rx="190" ry="170" fill="#ffffff" opacity="0.3"/></svg>`,
  )}`;

const meta = {
  title: "Content/BannerSlider",
  component: BannerSlider,
  args: {
    label: "Акции и предложения",
    isPriority: true,
    slides: [
      {
        id: 1,
        title: "MyACUVUE: скидка 500 ₽ на первую покупку",
        text: "Зарегистрируйтесь в программе лояльности и получайте скидки на линзы.",
        href: "/acuvue",
        image: { src: art("#0b4f8a", "#1aa3c8"), alt: "Линзы ACUVUE", width: 1440, height: 540 },
      },
      {
        id: 2,
        title: "Контроль миопии у детей",
        text: "Линзы MiSight 1 day и консультация детского офтальмолога.",
        href: "/miopiya",
        image: { src: art("#1f5f4a", "#5fbf8f"), alt: "Линзы для контроля миопии", width: 1440, height: 540 },
      },
    ],
  },
} satisfies Meta<typeof BannerSlider>;

export default meta;
type TStory = StoryObj<typeof meta>;

/** Two slides, playing: pause button, arrows, dots, arrow keys. */
export const Playing: TStory = {};

/** One slide: no controls. */
export const Single: TStory = { args: { slides: meta.args.slides.slice(0, 1) } };
