import type { Meta, StoryObj } from "@storybook/react-vite";
import { phoneViewport, socials } from "../story-fixtures/fixtures.ts";
import { SocialLinks } from "./SocialLinks.tsx";

/** The round social icons of the footer and the mobile menu; the e-mail one copies the address. */
const meta = {
  title: "Layout/SocialLinks",
  component: SocialLinks,
  parameters: { viewport: { options: phoneViewport } },
  args: {
    links: [
      ...socials,
      { kind: "email" as const, href: "mailto:info@optika.example", label: "Электронная почта" },
    ],
  },
} satisfies Meta<typeof SocialLinks>;

export default meta;
type TStory = StoryObj<typeof meta>;

/** Without a `notify` (toasts), the copy result shows in a status line under the icons. */
export const Main: TStory = {};
export const WithToasts: TStory = { args: { notify: () => {} } };
export const Partner: TStory = { globals: { brand: "partner" } };
export const MainPhone: TStory = { globals: { viewport: { value: "phone" } } };
export const PartnerPhone: TStory = { globals: { brand: "partner", viewport: { value: "phone" } } };
