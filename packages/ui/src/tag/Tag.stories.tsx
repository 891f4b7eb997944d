import type { Meta, StoryObj } from "@storybook/react-vite";
import { Tag } from "./Tag.tsx";

const meta = {
  title: "Components/Tag",
  component: Tag,
  args: { children: "Однодневные" },
} satisfies Meta<typeof Tag>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Plain: TStory = {};
export const Link: TStory = { args: { href: "/catalog/linzy/f/period=odnodnevnye" } };
export const Selected: TStory = {
  args: { href: "/catalog/linzy", selected: true, removable: true, children: "Acuvue" },
};
export const Group: TStory = {
  render: () => (
    <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
      <Tag href="/catalog/linzy/f/brand=acuvue" selected removable>
        Acuvue
      </Tag>
      <Tag href="/catalog/linzy/f/period=odnodnevnye">Однодневные</Tag>
      <Tag href="/catalog/linzy/f/period=dvuhnedelnye">Двухнедельные</Tag>
      <Tag href="/catalog/linzy/f/period=mesyachnye">Ежемесячные</Tag>
    </div>
  ),
};
