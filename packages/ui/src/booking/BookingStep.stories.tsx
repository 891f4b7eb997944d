import type { Meta, StoryObj } from "@storybook/react-vite";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { BookingStep } from "./BookingStep.tsx";
import { ChoiceList } from "./ChoiceList.tsx";

const meta = {
  title: "Booking/BookingStep",
  component: BookingStep,
  args: {
    index: 2,
    title: "Клиника",
    state: "active",
    changeLabel: "Изменить",
    children: (
      <ChoiceList
        label="Клиники"
        emptyText="Нет клиник"
        choices={[
          { key: "1", title: "Оптика на Ленина", details: "пр. Ленина, 50, 10:00–20:00", href: "?store=1" },
          {
            key: "2",
            title: "Оптика на Малышева",
            details: "ул. Малышева, 5, 09:00–21:00",
            href: "?store=2",
          },
        ]}
      />
    ),
  },
} satisfies Meta<typeof BookingStep>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Active: TStory = {};
export const Done: TStory = {
  args: { state: "done", summary: "Оптика на Ленина, пр. Ленина, 50", changeHref: "?" },
};
export const Locked: TStory = { args: { state: "locked", lockedHint: "Сначала выберите услугу" } };
export const Partner: TStory = { globals: { brand: "partner" } };
export const Phone: TStory = {
  parameters: { viewport: { options: phoneViewport } },
  globals: { viewport: { value: "phone" } },
};
export const PartnerPhone: TStory = {
  parameters: { viewport: { options: phoneViewport } },
  globals: { brand: "partner", viewport: { value: "phone" } },
  args: { state: "done", summary: "Оптика на Ленина", changeHref: "?" },
};
