import type { Meta, StoryObj } from "@storybook/react-vite";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { SpecialistCard } from "./SpecialistCard.tsx";

const meta = {
  title: "Clinics/SpecialistCard",
  component: SpecialistCard,
  args: {
    name: "Анна Сергеевна Морозова",
    position: "Врач-офтальмолог",
    href: "/specialists/1",
    experienceText: "Опыт 12 лет",
    clinicsText: "Оптика на Ленина, Оптика на Малышева",
    bookHref: "/zapis?specialist=1",
    bookLabel: "Записаться",
  },
} satisfies Meta<typeof SpecialistCard>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Main: TStory = {};
export const WithoutBooking: TStory = { args: { bookHref: undefined, clinicsText: undefined } };
export const Partner: TStory = { globals: { brand: "partner" } };
export const Phone: TStory = {
  parameters: { viewport: { options: phoneViewport } },
  globals: { viewport: { value: "phone" } },
};
export const PartnerPhone: TStory = {
  parameters: { viewport: { options: phoneViewport } },
  globals: { brand: "partner", viewport: { value: "phone" } },
};
