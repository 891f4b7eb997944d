import type { Meta, StoryObj } from "@storybook/react-vite";
import { extraLinks } from "../story-fixtures/fixtures.ts";
import { CategoryShortcuts } from "./CategoryShortcuts.tsx";

function openMore({ canvasElement }: { canvasElement: HTMLElement }) {
  [...canvasElement.querySelectorAll("button")].find((b) => b.textContent === "Ещё")?.click();
}

/** The accent category links: what does not fit the width (or comes after the fifth) is under 'Ещё'. */
const meta = {
  title: "Layout/SiteHeader/CategoryShortcuts",
  component: CategoryShortcuts,
  args: { links: extraLinks },
  render: (args) => (
    <div style={{ display: "flex", width: "var(--story-width, 900px)", minHeight: 260 }}>
      <CategoryShortcuts {...args} />
    </div>
  ),
} satisfies Meta<typeof CategoryShortcuts>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Wide: TStory = {};

export const NarrowWithMoreOpen: TStory = {
  decorators: [(Story) => <div style={{ ["--story-width" as string]: "420px" }}>{Story()}</div>],
  play: openMore,
};

export const PartnerNarrow: TStory = {
  decorators: NarrowWithMoreOpen.decorators,
  globals: { brand: "partner" },
  play: openMore,
};
