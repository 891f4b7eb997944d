import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Button } from "../button/Button.tsx";
import { ProductCard } from "../product-card/ProductCard.tsx";
import { phoneViewport, products } from "../story-fixtures/fixtures.ts";
import { WishlistToggle } from "../wishlist-toggle/WishlistToggle.tsx";
import { QuantityStepper } from "./QuantityStepper.tsx";

/** A product card whose footer is the counter once the product is in the cart (spec §2 product card). */
function CardWithCounter({ initial, max }: { initial: number; max: number }) {
  const [quantity, setQuantity] = useState(initial);
  const [isSaved, setSaved] = useState(false);
  const product = products[1]!;
  return (
    <div style={{ maxWidth: 280 }}>
      <ProductCard
        product={product}
        corner={
          <WishlistToggle isActive={isSaved} onToggle={() => setSaved(!isSaved)} itemName={product.name} />
        }
        footer={
          quantity > 0 ? (
            <QuantityStepper value={quantity} max={max} onChange={setQuantity} itemName={product.name} />
          ) : (
            <Button fullWidth onClick={() => setQuantity(1)}>
              В корзину
            </Button>
          )
        }
      />
    </div>
  );
}

const meta = {
  title: "Cart/QuantityStepper",
  component: QuantityStepper,
  parameters: { viewport: { options: phoneViewport } },
  args: { value: 2, max: 5, onChange: () => {}, itemName: "Раствор Opti-Free Express 355 мл" },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Counter: TStory = {};
export const CounterPartner: TStory = { globals: { brand: "partner" } };
export const AtStockLimit: TStory = { args: { value: 5, max: 5 } };
export const Busy: TStory = { args: { isBusy: true, size: "sm" } };

/** The card: 'В корзину' → counter; − at 1 removes (back to the button). */
export const CardCounter: TStory = { render: () => <CardWithCounter initial={1} max={4} /> };
export const CardCounterPartnerPhone: TStory = {
  render: () => <CardWithCounter initial={2} max={4} />,
  globals: { brand: "partner", viewport: { value: "phone" } },
};
export const CardNotInCart: TStory = {
  render: () => <CardWithCounter initial={0} max={4} />,
  globals: { viewport: { value: "phone" } },
};
