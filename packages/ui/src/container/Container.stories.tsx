import type { Meta, StoryObj } from "@storybook/react-vite";
import { Container } from "./Container.tsx";

const meta = {
  title: "Layout/Container",
  component: Container,
  parameters: { layout: "fullscreen" },
  args: {
    children: (
      <div style={{ background: "var(--color-primary-soft)", padding: 24, borderRadius: 16 }}>
        Содержимое страницы в пределах контейнера
      </div>
    ),
  },
} satisfies Meta<typeof Container>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Large: TStory = {};
export const Medium: TStory = { args: { size: "md" } };
