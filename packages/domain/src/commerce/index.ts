export {
  analyticsItem,
  analyticsPromotion,
  ecommerceEvent,
  type TAnalyticsItem,
  type TAnalyticsProduct,
  type TEcommerceAction,
} from "./analytics-items.ts";
export { bonusCountText, bonusesAccrued } from "./bonuses.ts";
export {
  cardAddAction,
  cardQuantityAction,
  type TCardAddAction,
  type TCardQuantityAction,
} from "./cart-card-actions.ts";
export {
  commerceOrderIdsToSave,
  isOrderPaid,
  paySertGoal,
  type TOrderSummary,
} from "./certificate-orders.ts";
export {
  LOYALTY_BRAND,
  LOYALTY_DISCOUNT_AMOUNTS_RUB,
  loyaltyDiscountLabel,
  type TLoyaltyProfile,
} from "./loyalty-discount-label.ts";
export {
  isLoyaltyBrand,
  loyaltyVoucherDiscount,
  loyaltyVoucherState,
  type TLoyaltyVoucherState,
} from "./loyalty-vouchers.ts";
export { BONUS_FORMS, commerceMessages } from "./messages.ts";
