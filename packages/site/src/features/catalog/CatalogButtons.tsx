import { Button } from "@optika/ui";
import { catalogMessages as m } from "./messages.ts";

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
