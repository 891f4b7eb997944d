import type { Meta, StoryObj } from "@storybook/react-vite";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { ServiceList } from "./ServiceList.tsx";

const meta = {
  title: "Clinics/ServiceList",
  component: ServiceList,
  args: {
    label: "Диагностика зрения",
    bookLabel: "Записаться",
    items: [
      {
        key: "exam",
        title: "Проверка зрения для взрослых",
        announce: "Авторефрактометрия, подбор коррекции и осмотр глазного дна",
        priceText: "1 500 ₽",
        durationText: "40 мин",
        href: "/uslugi/diagnostika/eye-exam",
        bookHref: "/zapis/eye-exam",
      },
      {
        key: "child",
        title: "Проверка зрения для детей",
        announce: "Обследование ребёнка с 4 лет в игровой форме",
        priceText: "1 300 ₽",
        durationText: "40 мин",
        href: "/uslugi/diagnostika/child-eye-exam",
        bookHref: "/zapis/child-eye-exam",
      },
    ],
  },
} satisfies Meta<typeof ServiceList>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Main: TStory = {};
export const Partner: TStory = { globals: { brand: "partner" } };
export const Phone: TStory = {
  parameters: { viewport: { options: phoneViewport } },
  globals: { viewport: { value: "phone" } },
};
export const PartnerPhone: TStory = {
  parameters: { viewport: { options: phoneViewport } },
  globals: { brand: "partner", viewport: { value: "phone" } },
};
