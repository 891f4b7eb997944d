import type { Meta, StoryObj } from "@storybook/react-vite";
import { CartIcon } from "../icons/icons.tsx";
import { Button } from "./Button.tsx";

const meta = {
  title: "Components/Button",
  component: Button,
  args: { children: "В корзину", variant: "primary", size: "md" },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary", "ghost"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Primary: TStory = {};
export const Secondary: TStory = { args: { variant: "secondary", children: "Записаться" } };
export const Ghost: TStory = { args: { variant: "ghost", children: "Подробнее" } };
export const AsLink: TStory = { args: { href: "/zapis", children: "Записаться на приём" } };
export const Disabled: TStory = { args: { disabled: true } };

export const Matrix: TStory = {
  render: () => (
    <div style={{ display: "grid", gap: 16 }}>
      {(["primary", "secondary", "ghost"] as const).map((variant) => (
        <div key={variant} style={{ display: "flex", gap: 12, alignItems: "center", flexWrap: "wrap" }}>
          {(["sm", "md", "lg"] as const).map((size) => (
            <Button key={size} variant={variant} size={size}>
              <CartIcon size={18} /> В корзину
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};
