import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/Button.tsx";
import { CartIcon, HeartIcon } from "../icons/icons.tsx";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { EmptyState } from "./EmptyState.tsx";

const catalogues = (
  <>
    <Button href="/catalog/linzy">Каталог линз</Button>
    <Button href="/ochki" variant="secondary">
      Очки и оправы
    </Button>
  </>
);

const meta = {
  title: "Cart/EmptyState",
  component: EmptyState,
  parameters: { viewport: { options: phoneViewport } },
  args: {
    icon: <CartIcon size={36} />,
    title: "В корзине пока пусто",
    text: "Выберите линзы или очки в каталоге и нажмите «В корзину» — товары появятся здесь.",
    actions: catalogues,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const EmptyCart: TStory = {};
export const EmptyCartPartner: TStory = { globals: { brand: "partner" } };
export const EmptyCartPhone: TStory = { globals: { viewport: { value: "phone" } } };
export const EmptyWishlist: TStory = {
  args: {
    icon: <HeartIcon size={36} />,
    title: "В избранном пока ничего нет",
    text: "Нажмите на сердечко на карточке товара, чтобы сохранить его здесь и вернуться к нему позже.",
  },
};
export const EmptyWishlistPartnerPhone: TStory = {
  args: { ...EmptyWishlist.args },
  globals: { brand: "partner", viewport: { value: "phone" } },
};
