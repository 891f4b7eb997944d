export {
  analyticsItem,
  analyticsPromotion,
  ecommerceEvent,
  type TAnalyticsItem,
  type TAnalyticsProduct,
  type TEcommerceAction,
} from "./analytics-items";
export { bonusCountText, bonusesAccrued } from "./bonuses";
export {
  cardAddAction,
  cardQuantityAction,
  type TCardAddAction,
  type TCardQuantityAction,
} from "./cart-card-actions";
export {
  commerceOrderIdsToSave,
  isOrderPaid,
  paySertGoal,
  type TOrderSummary,
} from "./certificate-orders";
export {
  LOYALTY_BRAND,
  LOYALTY_DISCOUNT_AMOUNTS_RUB,
  loyaltyDiscountLabel,
  type TLoyaltyProfile,
} from "./loyalty-discount-label";
export { BONUS_FORMS, commerceMessages } from "./messages";
