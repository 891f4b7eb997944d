import type { Meta, StoryObj } from "@storybook/react-vite";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { CityButton } from "./CityButton.tsx";

/** The page's city in the header: a click opens the city modal. */
const meta = {
  title: "Layout/City/CityButton",
  component: CityButton,
  parameters: { viewport: { options: phoneViewport } },
  args: { cityName: "Екатеринбург", onClick: () => {} },
} satisfies Meta<typeof CityButton>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Main: TStory = {};

export const Partner: TStory = { globals: { brand: "partner" } };

export const LongNamePhone: TStory = {
  args: { cityName: "Ханты-Мансийский автономный округ" },
  globals: { viewport: { value: "phone" } },
};
