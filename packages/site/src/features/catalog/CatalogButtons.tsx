import { Button } from "@optika/ui";

// the buttons' own texts, not catalogMessages: the cart and wishlist pages would load all of those
const m = {
  lensesCatalog: "Каталог линз",
  glassesCatalog: "Очки и оправы",
} as const;

/** Where an empty cart or wishlist sends the shopper: the lens and glasses catalogues. */
export function CatalogButtons() {
  return (
    <>
      <Button href="/catalog/linzy">{m.lensesCatalog}</Button>
      <Button href="/ochki" variant="secondary">
        {m.glassesCatalog}
      </Button>
    </>
  );
}
