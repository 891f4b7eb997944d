import type { Meta, StoryObj } from "@storybook/react-vite";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { withPageBehind } from "../story-fixtures/PageBehind.tsx";
import { CookiePopup } from "./CookiePopup.tsx";

/** The cookie consent popup: shown while the `cookies_accepted` cookie is absent. */
const meta = {
  title: "Global/CookiePopup",
  component: CookiePopup,
  decorators: [withPageBehind],
  parameters: { layout: "fullscreen", viewport: { options: phoneViewport } },
  args: { open: true, onAccept: () => {} },
} satisfies Meta<typeof CookiePopup>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Main: TStory = {};
export const Partner: TStory = { globals: { brand: "partner" } };
export const Phone: TStory = { globals: { viewport: { value: "phone" } } };
export const PartnerPhone: TStory = { globals: { brand: "partner", viewport: { value: "phone" } } };
