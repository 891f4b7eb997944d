import type { Meta, StoryObj } from "@storybook/react-vite";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { CitySuggestion } from "./CitySuggestion.tsx";

/** 'Ваш город …?' under the header (spec §2), as the storefront shows it on a first visit. */
const meta = {
  title: "Layout/City/CitySuggestion",
  component: CitySuggestion,
  parameters: { layout: "fullscreen", viewport: { options: phoneViewport } },
  args: { cityName: "Екатеринбург", onAccept: () => {}, onChange: () => {} },
} satisfies Meta<typeof CitySuggestion>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Main: TStory = {};

export const Partner: TStory = { globals: { brand: "partner" } };

export const MainPhone: TStory = { globals: { viewport: { value: "phone" } } };

export const PartnerPhone: TStory = {
  args: { cityName: "Ханты-Мансийск" },
  globals: { brand: "partner", viewport: { value: "phone" } },
};
