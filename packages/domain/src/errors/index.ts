export { errorMessages } from "./messages.ts";
export { pageError, type TPageError } from "./page-error.ts";
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
} from "./server-error-messages.ts";
