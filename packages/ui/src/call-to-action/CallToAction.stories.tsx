import type { Meta, StoryObj } from "@storybook/react-vite";
import { CallToAction } from "./CallToAction.tsx";

const meta = {
  title: "Content/CallToAction",
  component: CallToAction,
  args: {
    title: "Войдите в MyACUVUE и получите скидку",
    text: "500 ₽ на первую покупку линз и 300 ₽ на каждую следующую.",
    href: "/acuvue?myacuvue=signin",
    buttonText: "Войти в MyACUVUE",
  },
} satisfies Meta<typeof CallToAction>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Accent: TStory = {};
export const Calm: TStory = { args: { tone: "calm" } };
