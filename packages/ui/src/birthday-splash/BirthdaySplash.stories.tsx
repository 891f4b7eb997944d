import type { Meta, StoryObj } from "@storybook/react-vite";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { withPageBehind } from "../story-fixtures/PageBehind.tsx";
import { BirthdaySplash } from "./BirthdaySplash.tsx";

/** The 30th-birthday splash (off unless the site variable 'Включить заставку 30 лет' = 'Да'). */
const meta = {
  title: "Global/BirthdaySplash",
  component: BirthdaySplash,
  decorators: [withPageBehind],
  parameters: { layout: "fullscreen", viewport: { options: phoneViewport } },
  args: { open: true, onClose: () => {} },
} satisfies Meta<typeof BirthdaySplash>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Main: TStory = {};
export const Partner: TStory = { globals: { brand: "partner" } };
export const Phone: TStory = { globals: { viewport: { value: "phone" } } };
export const PartnerPhone: TStory = { globals: { brand: "partner", viewport: { value: "phone" } } };
