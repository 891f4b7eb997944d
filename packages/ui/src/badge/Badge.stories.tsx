import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "./Badge.tsx";

const meta = {
  title: "Components/Badge",
  component: Badge,
  args: { children: "Хит продаж", tone: "neutral" },
  argTypes: {
    tone: { control: "inline-radio", options: ["neutral", "brand", "sale", "success", "warning"] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Neutral: TStory = {};
export const Tones: TStory = {
  render: () => (
    <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
      <Badge>Хит продаж</Badge>
      <Badge tone="brand">Новинка</Badge>
      <Badge tone="sale">Скидка</Badge>
      <Badge tone="success">В наличии</Badge>
      <Badge tone="warning">Под заказ</Badge>
    </div>
  ),
};
