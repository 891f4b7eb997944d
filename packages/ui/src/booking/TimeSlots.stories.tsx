import type { Meta, StoryObj } from "@storybook/react-vite";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { TimeSlots } from "./TimeSlots.tsx";

const times = ["09:00", "09:40", "10:20", "11:00", "13:00", "13:40", "14:20", "16:00", "16:40"];

const meta = {
  title: "Booking/TimeSlots",
  component: TimeSlots,
  args: {
    label: "Свободное время",
    emptyText: "Свободного времени нет",
    slots: times.map((label) => ({
      key: label,
      label,
      href: `?time=${label}`,
      isSelected: label === "11:00",
    })),
  },
} satisfies Meta<typeof TimeSlots>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Main: TStory = {};
export const Empty: TStory = { args: { slots: [] } };
export const Partner: TStory = { globals: { brand: "partner" } };
export const Phone: TStory = {
  parameters: { viewport: { options: phoneViewport } },
  globals: { viewport: { value: "phone" } },
};
export const PartnerPhone: TStory = {
  parameters: { viewport: { options: phoneViewport } },
  globals: { brand: "partner", viewport: { value: "phone" } },
};
