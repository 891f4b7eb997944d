import type { Meta, StoryObj } from "@storybook/react-vite";
import { extraLinks, menu, phone, socials } from "../story-fixtures/fixtures.ts";
import { StoryLogo } from "../story-fixtures/StoryLogo.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

const meta = {
  title: "Layout/SiteHeader",
  component: SiteHeader,
  parameters: { layout: "fullscreen" },
  args: {
    logo: <StoryLogo />,
    menu,
    itemsPerColumn: 2,
    extraLinks,
    phone,
    wishlistHref: "/wishlist",
    wishlistCount: 2,
    cartHref: "/cart",
    cartCount: 3,
    profileHref: "/profile",
    onSearchClick: () => {},
    appointment: { label: "Записаться на приём", href: "/zapis" },
    cityName: "Екатеринбург",
    onCityChangeClick: () => {},
    onCallbackClick: () => {},
    socials,
  },
  render: (args) => (
    <div style={{ minHeight: 520, background: "var(--color-bg-subtle)" }}>
      <SiteHeader {...args} />
    </div>
  ),
} satisfies Meta<typeof SiteHeader>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Main: TStory = {};

export const EmptyBadges: TStory = { args: { wishlistCount: 0, cartCount: 0, profileHref: undefined } };

export const Partner: TStory = {
  args: { logo: <StoryLogo brand="partner" />, itemsPerColumn: 1, appointment: undefined },
  globals: { brand: "partner" },
};

export const MenuOpen: TStory = {
  play: async ({ canvasElement }) => {
    const button = [...canvasElement.querySelectorAll("button")].find((b) => b.textContent === "Меню");
    button?.click();
  },
};

export const PartnerMenuOpen: TStory = {
  args: Partner.args,
  globals: { brand: "partner" },
  play: MenuOpen.play,
};

export const MobileMenuOpen: TStory = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button[aria-label="Открыть меню"]')?.click();
  },
};

/** After 300 px of scroll the site pins the header; on the home page the logo stays hidden until then. */
export const FixedWithHiddenLogo: TStory = { args: { isFixed: true, isLogoHidden: true } };
