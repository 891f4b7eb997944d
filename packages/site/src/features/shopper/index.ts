export type { ILoyaltyProfile, IShopperUser } from "./shopper-api.ts";
export { type IUseShopper, refreshShopper, useShopper } from "./use-shopper.ts";
