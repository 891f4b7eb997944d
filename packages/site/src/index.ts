export type { TBrand } from "./brand/brand.ts";
export { BrandProvider, useBrand } from "./brand/brand-context.tsx";
