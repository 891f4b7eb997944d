import type { Meta, StoryObj } from "@storybook/react-vite";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { ChoiceList } from "./ChoiceList.tsx";

const meta = {
  title: "Booking/ChoiceList",
  component: ChoiceList,
  args: {
    label: "Услуги",
    emptyText: "Нет услуг",
    choices: [
      {
        key: "exam",
        title: "Проверка зрения для взрослых",
        details: "Офтальмологическое обследование",
        meta: "1 500 ₽ · 40 мин",
        href: "?service=exam",
      },
      {
        key: "myopia",
        title: "Консультация по контролю миопии у детей",
        meta: "2 000 ₽ · 60 мин",
        href: "?service=myopia",
        isSelected: true,
      },
      { key: "repair", title: "Ремонт очков", meta: "от 300 ₽ · 20 мин", href: "?service=repair" },
    ],
  },
} satisfies Meta<typeof ChoiceList>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Main: TStory = {};
export const TwoColumns: TStory = { args: { columns: 2 } };
export const Empty: TStory = { args: { choices: [] } };
export const Partner: TStory = { globals: { brand: "partner" } };
export const Phone: TStory = {
  parameters: { viewport: { options: phoneViewport } },
  globals: { viewport: { value: "phone" } },
};
export const PartnerPhone: TStory = {
  parameters: { viewport: { options: phoneViewport } },
  globals: { brand: "partner", viewport: { value: "phone" } },
};
