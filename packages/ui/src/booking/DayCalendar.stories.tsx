import type { Meta, StoryObj } from "@storybook/react-vite";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { DayCalendar } from "./DayCalendar.tsx";
import { demoMonth, WEEKDAYS } from "./story-data.ts";

const meta = {
  title: "Booking/DayCalendar",
  component: DayCalendar,
  args: { months: [demoMonth()], weekdays: WEEKDAYS, unavailableLabel: "нет свободного времени" },
} satisfies Meta<typeof DayCalendar>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Main: TStory = {};
export const Selected: TStory = { args: { months: [demoMonth("2026-11-25")] } };
export const Partner: TStory = { globals: { brand: "partner" }, args: { months: [demoMonth("2026-11-25")] } };
export const Phone: TStory = {
  parameters: { viewport: { options: phoneViewport } },
  globals: { viewport: { value: "phone" } },
};
export const PartnerPhone: TStory = {
  parameters: { viewport: { options: phoneViewport } },
  globals: { brand: "partner", viewport: { value: "phone" } },
};
