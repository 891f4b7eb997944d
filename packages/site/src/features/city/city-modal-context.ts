import { createContext, useContext } from "react";

export type TCityModalApi = {
  /** Opens the city modal (its code and the city list load on the first open). */
  open(): void;
};

const noop: TCityModalApi = { open: () => {} };

export const CityModalContext = createContext<TCityModalApi>(noop);

/** The opener of the one city modal (header, mobile menu 'Изменить', suggestion). */
export function useCityModal(): TCityModalApi {
  return useContext(CityModalContext);
}
