export { errorMessages } from "./messages";
export { pageError, type TPageError } from "./page-error";
export {
  cartQuantityErrorText,
  deliveryCalculateErrorText,
  ERROR_LIST_SEPARATOR,
  errorMessagesOf,
  errorToastText,
  fieldErrorMessages,
  formSendErrorText,
  loyaltyCodeRequestFailure,
  NOTIFICATION_DURATION_MS,
  otpErrorOutcome,
  outOfStockFormErrorText,
  quickBuyAddErrorText,
  serverMessage,
  shouldReloadForStaleChunk,
  signInErrorText,
  TOAST_DURATION_MS,
  type TOtpErrorOutcome,
} from "./server-error-messages";
