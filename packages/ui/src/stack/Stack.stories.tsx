import type { Meta, StoryObj } from "@storybook/react-vite";
import { Stack } from "./Stack.tsx";

const box = (label: string) => (
  <div
    key={label}
    style={{
      background: "var(--color-primary-soft)",
      color: "var(--color-primary)",
      padding: 16,
      borderRadius: 10,
    }}
  >
    {label}
  </div>
);

const meta = {
  title: "Layout/Stack",
  component: Stack,
  args: { gap: 4, children: [box("Линзы"), box("Оправы"), box("Солнцезащитные очки")] },
} satisfies Meta<typeof Stack>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Column: TStory = {};
export const Row: TStory = { args: { direction: "row", wrap: true, gap: 3 } };
