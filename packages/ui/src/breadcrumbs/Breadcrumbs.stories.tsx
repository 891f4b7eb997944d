import type { Meta, StoryObj } from "@storybook/react-vite";
import { Breadcrumbs } from "./Breadcrumbs.tsx";

const meta = {
  title: "Layout/Breadcrumbs",
  component: Breadcrumbs,
  args: {
    items: [
      { label: "Главная", href: "/" },
      { label: "Каталог", href: "/catalog" },
      { label: "Контактные линзы", href: "/catalog/linzy" },
      { label: "1-Day Acuvue Moist (30 линз)" },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Default: TStory = {};
export const Short: TStory = { args: { items: [{ label: "Главная", href: "/" }, { label: "Корзина" }] } };
