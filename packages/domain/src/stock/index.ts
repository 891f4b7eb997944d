export {
  deliveryTerms,
  isMainManufacturer,
  type TDeliveryTerms,
  type TDeliveryTermsInput,
} from "./delivery-terms.ts";
export { stockMessages } from "./messages.ts";
export { parseProductIdList, shouldShowNotificationForm } from "./zero-stock-notification.ts";
