import type { Meta, StoryObj } from "@storybook/react-vite";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { withPageBehind } from "../story-fixtures/PageBehind.tsx";
import { SuggestionSentModal } from "./SuggestionSentModal.tsx";

/** The suggestion-sent notification (spec §2 Modals): title, message, okay or cool type. */
const meta = {
  title: "Global/SuggestionSentModal",
  component: SuggestionSentModal,
  decorators: [withPageBehind],
  parameters: { layout: "fullscreen", viewport: { options: phoneViewport } },
  args: { open: true, onClose: () => {}, type: "okay", message: "Мы получили ваше предложение." },
} satisfies Meta<typeof SuggestionSentModal>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Okay: TStory = {};
export const Cool: TStory = { args: { type: "cool", title: "Отлично!" } };
export const Partner: TStory = { globals: { brand: "partner" } };
export const Phone: TStory = { globals: { viewport: { value: "phone" } } };
export const PartnerPhone: TStory = {
  args: { type: "cool" },
  globals: { brand: "partner", viewport: { value: "phone" } },
};
