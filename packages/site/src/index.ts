export type { TBrand } from "./brand/brand";
export { BrandProvider, useBrand } from "./brand/brand-context";
