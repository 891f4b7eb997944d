export {
  deliveryTerms,
  isMainManufacturer,
  type TDeliveryTerms,
  type TDeliveryTermsInput,
} from "./delivery-terms";
export { stockMessages } from "./messages";
export {
  areAllSetsInStock,
  findModification,
  isSetInStock,
  type TModificationMatch,
  type TStockModification,
} from "./modification-stock";
export { parseProductIdList, shouldShowNotificationForm } from "./zero-stock-notification";
