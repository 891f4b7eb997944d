/** A modification (one combination of option values) with its stock per store. */
export type TStockModification = {
  readonly id: number;
  readonly variantIds: readonly number[];
  /** Total stock of the modification. */
  readonly quantity: number;
  readonly stores: readonly { readonly cityId: number; readonly quantity?: number }[];
};

export type TModificationMatch = {
  readonly modification: TStockModification;
  readonly isInCityStock: boolean;
};

function matches(modification: TStockModification, chosenVariantIds: readonly number[]): boolean {
  return chosenVariantIds.every((id) => id === -1 || modification.variantIds.includes(id));
}

function hasCityStock(modification: TStockModification, cityId: number): boolean {
  return modification.stores.some(
    (store) => store.cityId === cityId && (store.quantity ?? modification.quantity) > 0,
  );
}

/**
 * The modification to put in the cart for the chosen option values: the first matching one with
 * stock in the current city's stores; failing that, the first matching one with any stock
 * (isInCityStock false); null when none has stock (availability false). -1 ('Недоступно') matches anything.
 */
export function findModification(
  modifications: readonly TStockModification[],
  chosenVariantIds: readonly number[],
  cityId: number,
): TModificationMatch | null {
  const candidates = modifications.filter((m) => m.quantity > 0 && matches(m, chosenVariantIds));
  const inCity = candidates.find((m) => hasCityStock(m, cityId));
  if (inCity) return { modification: inCity, isInCityStock: true };
  const anywhere = candidates[0];
  return anywhere ? { modification: anywhere, isInCityStock: false } : null;
}

/** In stock: a matching modification has stock in the current city's stores. */
export function isSetInStock(
  modifications: readonly TStockModification[],
  chosenVariantIds: readonly number[],
  cityId: number,
): boolean {
  return findModification(modifications, chosenVariantIds, cityId)?.isInCityStock === true;
}

/** Every eye set is in stock (and there is at least one set). */
export function areAllSetsInStock(
  modifications: readonly TStockModification[],
  sets: readonly (readonly number[])[],
  cityId: number,
): boolean {
  return sets.length > 0 && sets.every((set) => isSetInStock(modifications, set, cityId));
}
