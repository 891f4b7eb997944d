import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "../badge/Badge.tsx";
import { Button } from "../button/Button.tsx";
import { ProductCard } from "../product-card/ProductCard.tsx";
import { products } from "../story-fixtures/fixtures.ts";
import { ProductGrid } from "./ProductGrid.tsx";

const meta = {
  title: "Catalogue/ProductGrid",
  component: ProductGrid,
  args: {
    children: [...products, ...products.slice(0, 2)].map((product, i) => (
      <ProductCard
        // biome-ignore lint/suspicious/noArrayIndexKey: demo list repeats products
        key={`${product.id}-${i}`}
        product={product}
        flags={product.priceOld ? <Badge tone="sale">Скидка</Badge> : null}
        footer={
          <Button fullWidth size="sm" variant={product.isAvailable ? "primary" : "secondary"}>
            {product.isAvailable ? "В корзину" : "Сообщить о поступлении"}
          </Button>
        }
      />
    )),
  },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Default: TStory = {};
