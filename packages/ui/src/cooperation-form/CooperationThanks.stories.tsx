import type { Meta, StoryObj } from "@storybook/react-vite";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { CooperationThanks } from "./CooperationThanks.tsx";

const meta = {
  title: "Forms/CooperationThanks",
  component: CooperationThanks,
  args: {
    message: "Спасибо за обращение! Мы обязательно ответим на ваше письмо в ближайшее время",
    onClose: () => {},
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CooperationThanks>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Main: TStory = {};
export const Partner: TStory = { globals: { brand: "partner" } };
export const Phone: TStory = {
  parameters: { viewport: { options: phoneViewport } },
  globals: { viewport: { value: "phone" } },
};
export const SiteVariableText: TStory = {
  args: { message: "Благодарим! Менеджер по партнёрству свяжется с вами в течение двух рабочих дней." },
  globals: { brand: "partner" },
};
