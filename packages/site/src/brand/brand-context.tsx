import { createContext, type ReactNode, useContext } from "react";
import type { TBrand } from "./brand.ts";

const BrandContext = createContext<TBrand | null>(null);

export function BrandProvider({ brand, children }: { brand: TBrand; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useBrand(): TBrand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error("useBrand() outside <BrandProvider>");
  return brand;
}
