import type { Meta, StoryObj } from "@storybook/react-vite";
import { QuantityStepper } from "../quantity-stepper/QuantityStepper.tsx";
import { glassesImage, lensBoxImage, phoneViewport } from "../story-fixtures/fixtures.ts";
import { CartLine } from "./CartLine.tsx";

const lens = lensBoxImage("#0a3f8f", "ACUVUE");

const meta = {
  title: "Cart/CartLine",
  component: CartLine,
  parameters: { viewport: { options: phoneViewport } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    name: "Acuvue Oasys for Astigmatism (6 линз)",
    href: "/product/acuvue-oasys-for-astigmatism",
    imageUrl: lens,
    eyeLabel: "Правый глаз",
    parameters: [
      { label: "Оптическая сила (Сфера)", value: "−2,25" },
      { label: "Радиус кривизны", value: "8,6" },
      { label: "Цилиндр", value: "−1,25" },
      { label: "Ось", value: "180°" },
    ],
    unitPrice: 254_000,
    unitPriceOld: 279_000,
    lineTotal: 508_000,
    quantity: <QuantityStepper value={2} max={8} onChange={() => {}} size="sm" />,
    onRemove: () => {},
  },
} satisfies Meta<typeof CartLine>;

export default meta;
type TStory = StoryObj<typeof meta>;

/** A toric lens for the right eye: every parameter of the modification. */
export const ToricRightEye: TStory = {};
export const ToricLeftEyePartner: TStory = {
  args: {
    eyeLabel: "Левый глаз",
    parameters: [
      { label: "Оптическая сила (Сфера)", value: "−1,75" },
      { label: "Радиус кривизны", value: "8,6" },
      { label: "Цилиндр", value: "−0,75" },
      { label: "Ось", value: "90°" },
    ],
  },
  globals: { brand: "partner" },
};
export const ToricPhone: TStory = { globals: { viewport: { value: "phone" } } };
export const ToricPartnerPhone: TStory = { globals: { brand: "partner", viewport: { value: "phone" } } };
export const Multifocal: TStory = {
  args: {
    eyeLabel: null,
    name: "Acuvue Oasys Multifocal (6 линз)",
    parameters: [
      { label: "Оптическая сила (Сфера)", value: "+1,50" },
      { label: "Аддидация", value: "MID" },
    ],
    unitPriceOld: null,
    lineTotal: 254_000,
    quantity: <QuantityStepper value={1} max={3} onChange={() => {}} size="sm" />,
    note: "Больше 3 шт. заказать нельзя",
  },
};
export const FrameWithoutParameters: TStory = {
  args: {
    name: "Оправа Ray-Ban RX5154 Clubmaster",
    href: "/ochki/ray-ban-rx5154",
    imageUrl: glassesImage("#1f2937"),
    eyeLabel: null,
    parameters: [],
    unitPrice: 1_290_000,
    unitPriceOld: null,
    lineTotal: 1_290_000,
    quantity: <QuantityStepper value={1} max={1} onChange={() => {}} size="sm" />,
    isPending: true,
  },
};
