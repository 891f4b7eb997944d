import type { Meta, StoryObj } from "@storybook/react-vite";
import { phone, phoneViewport, socials } from "../story-fixtures/fixtures.ts";
import { StoryLogo } from "../story-fixtures/StoryLogo.tsx";
import { FooterSubscriptionForm } from "./FooterSubscriptionForm.tsx";
import { SiteFooter } from "./SiteFooter.tsx";

const meta = {
  title: "Layout/SiteFooter",
  component: SiteFooter,
  parameters: { layout: "fullscreen", viewport: { options: phoneViewport } },
  args: {
    logo: <StoryLogo />,
    menu: [
      { label: "Контактные линзы", href: "/catalog/linzy" },
      { label: "Оправы", href: "/catalog/opravy" },
      { label: "Солнцезащитные очки", href: "/catalog/solncezashchitnye-ochki" },
      { label: "Аксессуары", href: "/catalog/aksessuary" },
      { label: "Услуги", href: "/uslugi" },
      { label: "Специалисты", href: "/specialists" },
    ],
    secondMenu: [
      { label: "Акции", href: "/aktsii" },
      { label: "Дисконтная программа", href: "/klientam/discounts" },
      { label: "Подарочные сертификаты", href: "/sertifikaty" },
      { label: "Отзывы", href: "/reviews" },
      { label: "Контакты", href: "/kontakty" },
      { label: "Политика обработки персональных данных", href: "/company/law/policy-personal-data" },
    ],
    phone,
    hours: "Ежедневно с 9:00 до 21:00",
    legalName: "ООО «Оптика-Урал»",
    address: "г. Екатеринбург, ул. Малышева, д. 51",
    plantLink: { label: "Сеть оптических производств", href: "https://example.org" },
    vacanciesHref: "/vakansii",
    onCooperationClick: () => {},
    notify: () => {},
    socials: [
      ...socials,
      { kind: "email" as const, href: "mailto:info@optika.example", label: "Электронная почта" },
    ],
    subscription: (
      <FooterSubscriptionForm action="/podpiska" policyHref="/company/law/policy-personal-data" email="" />
    ),
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Main: TStory = {};
export const Partner: TStory = {
  args: { logo: <StoryLogo brand="partner" /> },
  globals: { brand: "partner" },
};
export const MainPhone: TStory = { globals: { viewport: { value: "phone" } } };
export const PartnerPhone: TStory = {
  args: Partner.args,
  globals: { brand: "partner", viewport: { value: "phone" } },
};
/** The home page's footer sits closer to the last block. */
export const Home: TStory = { args: { isHome: true } };
export const SubscriptionError: TStory = {
  args: {
    subscription: (
      <FooterSubscriptionForm
        action="/podpiska"
        policyHref="/company/law/policy-personal-data"
        email="anna@"
        error="Невалидный почтовый адрес"
      />
    ),
  },
};
export const Subscribed: TStory = {
  args: {
    subscription: (
      <FooterSubscriptionForm
        action="/podpiska"
        policyHref="/company/law/policy-personal-data"
        email=""
        done="Спасибо за подписку! Новости и акции придут на ваш e-mail"
      />
    ),
  },
};
export const Minimal: TStory = {
  args: {
    logo: undefined,
    secondMenu: [],
    socials: [],
    subscription: undefined,
    plantLink: undefined,
    onCooperationClick: undefined,
  },
};
