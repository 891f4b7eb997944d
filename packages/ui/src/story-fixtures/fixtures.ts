/** Demo data for stories only (not exported from the kit). Pictures are inline SVG, so no network. */
import type { IProductCardProduct } from "../product-card/ProductCard.tsx";

function svgUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function lensBoxImage(colour: string, label: string): string {
  return svgUrl(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
  <rect width="600" height="600" fill="#f6f7f9"/>
  <g transform="translate(120 150)">
    <polygon points="0,80 260,30 360,90 100,150" fill="#ffffff" stroke="#d0d5dd" stroke-width="2"/>
    <polygon points="0,80 100,150 100,330 0,260" fill="${colour}"/>
    <polygon points="100,150 360,90 360,270 100,330" fill="#ffffff" stroke="#d0d5dd" stroke-width="2"/>
    <rect x="130" y="150" width="200" height="16" rx="8" fill="${colour}" transform="skewY(-13)"/>
    <text x="130" y="230" font-family="Arial, sans-serif" font-size="30" font-weight="700" fill="${colour}" transform="skewY(-13)">${label}</text>
    <circle cx="300" cy="260" r="22" fill="none" stroke="${colour}" stroke-width="6" transform="skewY(-13)"/>
  </g>
</svg>`);
}

export function glassesImage(frame: string, lens = "#dbeafe"): string {
  return svgUrl(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
  <rect width="600" height="600" fill="#f6f7f9"/>
  <g fill="${lens}" stroke="${frame}" stroke-width="14">
    <rect x="80" y="230" width="190" height="140" rx="60"/>
    <rect x="330" y="230" width="190" height="140" rx="60"/>
  </g>
  <path d="M270 270 q30 -25 60 0" fill="none" stroke="${frame}" stroke-width="12"/>
  <path d="M80 260 L30 240 M520 260 L570 240" stroke="${frame}" stroke-width="12" stroke-linecap="round"/>
</svg>`);
}

export const products: IProductCardProduct[] = [
  {
    id: 1,
    name: "Контактные линзы Acuvue Oasys with Hydraclear Plus (6 линз)",
    url: "/product/acuvue-oasys-6",
    imageUrl: lensBoxImage("#0a3f8f", "ACUVUE"),
    price: 189000,
    priceOld: 223000,
    brandName: "Acuvue",
    bonusValue: 94,
    isAvailable: true,
  },
  {
    id: 2,
    name: "1-Day Acuvue Moist (30 линз)",
    url: "/product/1-day-acuvue-moist-30",
    imageUrl: lensBoxImage("#0b6e66", "1-DAY"),
    price: 215000,
    priceOld: null,
    brandName: "Acuvue",
    bonusValue: 21,
    isAvailable: true,
  },
  {
    id: 3,
    name: "Оправа Ray-Ban RX5154 Clubmaster",
    url: "/ochki/ray-ban-rx5154",
    imageUrl: glassesImage("#1a2230"),
    price: 1249000,
    priceOld: 1490000,
    brandName: "Ray-Ban",
    bonusValue: 1,
    isAvailable: true,
  },
  {
    id: 4,
    name: "Солнцезащитные очки Polaroid PLD 2114/S",
    url: "/ochki/polaroid-pld-2114",
    imageUrl: glassesImage("#7a3b12", "#3b2f2f"),
    price: 649000,
    priceOld: null,
    brandName: "Polaroid",
    bonusValue: 0,
    isAvailable: false,
  },
  {
    id: 5,
    name: "Biofinity (3 линзы)",
    url: "/product/biofinity-3",
    imageUrl: lensBoxImage("#6d28d9", "BIOFINITY"),
    price: 145050,
    priceOld: null,
    brandName: "CooperVision",
    bonusValue: 3,
    isAvailable: true,
  },
  {
    id: 6,
    name: "Раствор Opti-Free PureMoist 300 мл",
    url: "/product/opti-free-puremoist-300",
    imageUrl: null,
    price: 79000,
    priceOld: 89000,
    brandName: "Alcon",
    bonusValue: 8,
    isAvailable: true,
  },
];

export const menu = [
  {
    label: "Контактные линзы",
    href: "/catalog/linzy",
    children: [
      { label: "Однодневные", href: "/catalog/linzy/f/period=odnodnevnye" },
      { label: "Двухнедельные", href: "/catalog/linzy/f/period=dvuhnedelnye" },
      { label: "Ежемесячные", href: "/catalog/linzy/f/period=mesyachnye" },
      { label: "Цветные", href: "/catalog/linzy/f/type=cvetnye" },
    ],
  },
  {
    label: "Оправы",
    href: "/catalog/opravy",
    children: [
      { label: "Мужские", href: "/catalog/opravy/f/gender=muzhskie" },
      { label: "Женские", href: "/catalog/opravy/f/gender=zhenskie" },
      { label: "Детские", href: "/catalog/opravy/f/gender=detskie" },
    ],
  },
  {
    label: "Солнцезащитные очки",
    href: "/catalog/solncezashchitnye-ochki",
    children: [
      { label: "С поляризацией", href: "/catalog/solncezashchitnye-ochki/f/polarized=da" },
      { label: "Спортивные", href: "/catalog/solncezashchitnye-ochki/f/type=sport" },
    ],
  },
  {
    label: "Аксессуары",
    href: "/catalog/aksessuary",
    children: [
      { label: "Растворы", href: "/catalog/aksessuary/f/type=rastvory" },
      { label: "Капли", href: "/catalog/aksessuary/f/type=kapli" },
      { label: "Контейнеры", href: "/catalog/aksessuary/f/type=kontejnery" },
    ],
  },
  {
    label: "Услуги",
    href: "/uslugi",
    children: [
      { label: "Проверка зрения", href: "/uslugi/proverka-zreniya" },
      { label: "Подбор линз", href: "/uslugi/podbor-linz" },
    ],
  },
  { label: "Акции", href: "/aktsii" },
  { label: "Подарочные сертификаты", href: "/sertifikaty" },
  { label: "Статьи", href: "/stat" },
];

export const extraLinks = [
  { label: "Акции", href: "/aktsii" },
  { label: "MiSight 1 day", href: "/misight1day" },
  { label: "Контроль миопии", href: "/miopiya" },
  { label: "Сертификаты", href: "/sertifikaty" },
  { label: "Запись к врачу", href: "/zapis" },
  { label: "Шестая — в меню «Ещё»", href: "/x" },
];

export const phone = { label: "8 800 700-11-22", href: "tel:+78007001122" };

export const socials = [
  { kind: "telegram" as const, href: "https://t.me/optika_channel", label: "Telegram-канал" },
  { kind: "vk" as const, href: "https://vk.com/optika", label: "ВКонтакте" },
  { kind: "ok" as const, href: "https://ok.ru/optika", label: "Одноклассники" },
  { kind: "whatsapp" as const, href: "https://wa.me/78007001122", label: "WhatsApp" },
  { kind: "bot" as const, href: "https://t.me/optika_bot", label: "Telegram-бот" },
];

/** Storybook viewport of the spec's phone (390×844); pick it with `globals: { viewport: { value: "phone" } }`. */
export const phoneViewport = {
  phone: { name: "Телефон 390×844", styles: { width: "390px", height: "844px" }, type: "mobile" as const },
};
