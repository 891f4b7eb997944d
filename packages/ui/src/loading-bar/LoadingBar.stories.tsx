import type { Meta, StoryObj } from "@storybook/react-vite";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { LoadingBar } from "./LoadingBar.tsx";

/** The bar across the top while a navigation loads (shown after 200 ms, filling over up to 5 s). */
const meta = {
  title: "Layout/LoadingBar",
  component: LoadingBar,
  parameters: { layout: "fullscreen", viewport: { options: phoneViewport } },
  args: { isVisible: true, progress: 45 },
  render: (args) => (
    <div style={{ minHeight: 120 }}>
      <LoadingBar {...args} />
      <p style={{ padding: 16 }}>Страница загружается…</p>
    </div>
  ),
} satisfies Meta<typeof LoadingBar>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Main: TStory = {};
export const Partner: TStory = { globals: { brand: "partner" } };
export const MainPhone: TStory = { globals: { viewport: { value: "phone" } } };
export const PartnerPhone: TStory = { globals: { brand: "partner", viewport: { value: "phone" } } };
export const Finished: TStory = { args: { progress: 100 } };
