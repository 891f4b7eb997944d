import type { Meta, StoryObj } from "@storybook/react-vite";
import { IconButton } from "../icon-button/IconButton.tsx";
import { CartIcon, HeartIcon } from "../icons/icons.tsx";
import { menu, phone, phoneViewport, socials } from "../story-fixtures/fixtures.ts";
import { StoryLogo } from "../story-fixtures/StoryLogo.tsx";
import { MobileMenu } from "./MobileMenu.tsx";

const categories = menu
  .flatMap((item) => (item.href ? [{ label: item.label, href: item.href }] : []))
  .slice(0, 5);

function openMenu({ canvasElement }: { canvasElement: HTMLElement }) {
  canvasElement.querySelector<HTMLButtonElement>('button[aria-label="Открыть меню"]')?.click();
}

/** The burger and its full-screen modal menu (a native <dialog>), as on a 390×844 phone. */
const meta = {
  title: "Layout/SiteHeader/MobileMenu",
  component: MobileMenu,
  parameters: { layout: "fullscreen", viewport: { options: phoneViewport } },
  globals: { viewport: { value: "phone" } },
  args: {
    logo: <StoryLogo />,
    topActions: (
      <>
        <IconButton label="Избранное" icon={<HeartIcon />} href="/wishlist" count={2} />
        <IconButton label="Корзина" icon={<CartIcon />} href="/cart" count={0} />
      </>
    ),
    categories,
    menu: [{ label: "Каталог", href: "/catalog", children: categories }, ...menu],
    appointment: { label: "Записаться на приём", href: "/bystraya-zapis" },
    profileHref: "/profile",
    phone,
    callbackHref: "/bystraya-zapis",
    cityName: "Екатеринбург",
    onCityChangeClick: () => {},
    socials,
  },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Closed: TStory = {};

export const MainOpen: TStory = { play: openMenu };

export const PartnerOpen: TStory = {
  args: { logo: <StoryLogo brand="partner" />, appointment: undefined },
  globals: { brand: "partner", viewport: { value: "phone" } },
  play: openMenu,
};
