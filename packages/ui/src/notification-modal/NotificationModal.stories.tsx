import type { Meta, StoryObj } from "@storybook/react-vite";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { withPageBehind } from "../story-fixtures/PageBehind.tsx";
import { NotificationModal } from "./NotificationModal.tsx";

/** The custom notification modal (spec §2 Modals): error or other type, sanitised HTML message. */
const meta = {
  title: "Global/NotificationModal",
  component: NotificationModal,
  decorators: [withPageBehind],
  parameters: { layout: "fullscreen", viewport: { options: phoneViewport } },
  args: {
    open: true,
    onClose: () => {},
    type: "other",
    message: "Ваша заявка принята. Мы перезвоним в течение <b>15 минут</b>.",
  },
} satisfies Meta<typeof NotificationModal>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Other: TStory = {};
export const ErrorType: TStory = {
  args: { type: "error", message: "Возникла ошибка, попробуйте перезагрузить страницу" },
};
export const WithLink: TStory = {
  args: { buttonLink: "/catalog", buttonText: "Перейти в каталог" },
};
export const Partner: TStory = { globals: { brand: "partner" } };
export const PartnerError: TStory = {
  args: { type: "error", message: "Ошибка сервера" },
  globals: { brand: "partner" },
};
export const Phone: TStory = { globals: { viewport: { value: "phone" } } };
export const PartnerPhone: TStory = { globals: { brand: "partner", viewport: { value: "phone" } } };
