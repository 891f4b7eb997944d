import type { Meta, StoryObj } from "@storybook/react-vite";
import { menu } from "../story-fixtures/fixtures.ts";
import { DesktopMenu } from "./DesktopMenu.tsx";

function openMenu({ canvasElement }: { canvasElement: HTMLElement }) {
  const button = [...canvasElement.querySelectorAll("button")].find((b) => b.textContent === "Меню");
  button?.click();
}

/** The 'Меню' dropdown: 2 items per column on the main site, 1 on the partner site. */
const meta = {
  title: "Layout/SiteHeader/DesktopMenu",
  component: DesktopMenu,
  parameters: { layout: "fullscreen" },
  args: { menu, itemsPerColumn: 2 },
  render: (args) => (
    <div style={{ position: "relative", minHeight: 560, padding: 16 }}>
      <DesktopMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof DesktopMenu>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Closed: TStory = {};

export const MainOpen: TStory = { play: openMenu };

export const PartnerOpen: TStory = {
  args: { itemsPerColumn: 1 },
  globals: { brand: "partner" },
  play: openMenu,
};
