import type { Meta, StoryObj } from "@storybook/react-vite";
import { CartIcon, HeartIcon, SearchIcon, UserIcon } from "../icons/icons.tsx";
import { IconButton } from "./IconButton.tsx";

const meta = {
  title: "Components/IconButton",
  component: IconButton,
  args: { label: "Корзина", icon: <CartIcon />, count: 3 },
} satisfies Meta<typeof IconButton>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const WithCount: TStory = {};
export const ZeroCountHidesBadge: TStory = { args: { count: 0 } };
export const BigCount: TStory = { args: { count: 150 } };
export const AsLink: TStory = {
  args: { href: "/wishlist", label: "Избранное", icon: <HeartIcon />, count: 2 },
};

export const HeaderSet: TStory = {
  render: () => (
    <div style={{ display: "flex", gap: 4 }}>
      <IconButton label="Поиск" icon={<SearchIcon />} />
      <IconButton label="Избранное" icon={<HeartIcon />} href="/wishlist" count={2} />
      <IconButton label="Корзина" icon={<CartIcon />} href="/cart" count={12} />
      <IconButton label="Личный кабинет" icon={<UserIcon />} href="/profile" />
    </div>
  ),
};
