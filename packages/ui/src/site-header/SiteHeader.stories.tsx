import type { Meta, StoryObj } from "@storybook/react-vite";
import { extraLinks, menu, phone, phoneViewport, socials } from "../story-fixtures/fixtures.ts";
import { StoryLogo } from "../story-fixtures/StoryLogo.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

/** The whole header bar: menus are in their own stories (DesktopMenu, CategoryShortcuts, MobileMenu). */
const meta = {
  title: "Layout/SiteHeader",
  component: SiteHeader,
  parameters: { layout: "fullscreen", viewport: { options: phoneViewport } },
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
    appointment: { label: "Записаться на приём", href: "/bystraya-zapis" },
    cityName: "Екатеринбург",
    onCityChangeClick: () => {},
    callbackHref: "/bystraya-zapis",
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

/** A guest with an empty cart and wishlist: no badges; the profile icon leads to sign-in. */
export const EmptyBadges: TStory = {
  args: { wishlistCount: 0, cartCount: 0, profileHref: "/authorization" },
};

export const Partner: TStory = {
  args: { logo: <StoryLogo brand="partner" />, itemsPerColumn: 1, appointment: undefined },
  globals: { brand: "partner" },
};

export const MainPhone: TStory = { globals: { viewport: { value: "phone" } } };

export const PartnerPhone: TStory = {
  args: Partner.args,
  globals: { brand: "partner", viewport: { value: "phone" } },
};

/** After 300 px of scroll the site pins the header, and only then shows the logo on the home page. */
export const FixedWithHiddenLogo: TStory = { args: { isFixed: true, isLogoHidden: true } };
