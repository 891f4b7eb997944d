import type { Meta, StoryObj } from "@storybook/react-vite";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { ClinicCard } from "./ClinicCard.tsx";

const meta = {
  title: "Clinics/ClinicCard",
  component: ClinicCard,
  args: {
    name: "Оптика на Ленина",
    address: "Екатеринбург, пр. Ленина, 50",
    kindText: "Клиника",
    hours: ["Пн–Пт: 10:00–20:00", "Сб–Вс: 10:00–18:00"],
    phones: [{ label: "+7 (343) 123 45 67", href: "tel:+73431234567" }],
    services: ["Проверка зрения для взрослых", "Подбор контактных линз", "Ремонт очков"],
    servicesLabel: "Услуги клиники",
    bookHref: "/zapis?clinic=1",
    bookLabel: "Записаться сюда",
  },
} satisfies Meta<typeof ClinicCard>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Main: TStory = {};
export const Shop: TStory = {
  args: { kindText: "Салон оптики", services: [], bookHref: undefined },
};
export const Partner: TStory = { globals: { brand: "partner" } };
export const Phone: TStory = {
  parameters: { viewport: { options: phoneViewport } },
  globals: { viewport: { value: "phone" } },
};
export const PartnerPhone: TStory = {
  parameters: { viewport: { options: phoneViewport } },
  globals: { brand: "partner", viewport: { value: "phone" } },
};
