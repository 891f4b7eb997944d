import type { Meta, StoryObj } from "@storybook/react-vite";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { ScrollToTop } from "./ScrollToTop.tsx";

/**
 * 'Наверх': the site shows it after 500 px of scroll, between the content and the footer; it rides
 * in the bottom right corner and parks above the footer (scroll the story down to see it park).
 */
const meta = {
  title: "Layout/ScrollToTop",
  component: ScrollToTop,
  parameters: { layout: "fullscreen", viewport: { options: phoneViewport } },
  args: { isVisible: true, onClick: () => {} },
  render: (args) => (
    <div>
      <p style={{ padding: 16, minHeight: 1200 }}>
        Прокрутите страницу больше чем на 500 px — появится кнопка «Наверх».
      </p>
      <ScrollToTop {...args} />
      <footer style={{ marginTop: 64, minHeight: 320, background: "var(--color-footer-bg)" }} />
    </div>
  ),
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Main: TStory = {};
export const Partner: TStory = { globals: { brand: "partner" } };
export const MainPhone: TStory = { globals: { viewport: { value: "phone" } } };
export const PartnerPhone: TStory = { globals: { brand: "partner", viewport: { value: "phone" } } };
export const Hidden: TStory = { args: { isVisible: false } };
