import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "../badge/Badge.tsx";
import { Button } from "../button/Button.tsx";
import { IconButton } from "../icon-button/IconButton.tsx";
import { HeartIcon } from "../icons/icons.tsx";
import { products } from "../story-fixtures/fixtures.ts";
import { ProductCard } from "./ProductCard.tsx";

const [first, second, third, fourth] = products;

const meta = {
  title: "Catalogue/ProductCard",
  component: ProductCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
  args: { product: first! },
} satisfies Meta<typeof ProductCard>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const OnSale: TStory = {
  args: {
    flags: <Badge tone="sale">Скидка</Badge>,
    corner: <IconButton label="Добавить в избранное" icon={<HeartIcon />} />,
    footer: <Button fullWidth>В корзину</Button>,
  },
};

export const Regular: TStory = {
  args: {
    product: second!,
    footer: (
      <Button fullWidth variant="secondary">
        Купить
      </Button>
    ),
  },
};

export const OneBonus: TStory = { args: { product: third!, flags: <Badge tone="brand">Новинка</Badge> } };

export const NotAvailable: TStory = {
  args: {
    product: fourth!,
    footer: (
      <Button fullWidth variant="secondary">
        Сообщить о поступлении
      </Button>
    ),
  },
};

export const LensWithPricePerLens: TStory = {
  args: { product: { ...first!, unitPrice: "66,33\u00a0₽ за линзу" } },
};
export const LensWithPricePerLensPartner: TStory = {
  args: { product: { ...first!, unitPrice: "66,33\u00a0₽ за линзу" } },
  globals: { brand: "partner" },
};
