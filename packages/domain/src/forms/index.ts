export { type TContactRequestErrors, validateContactRequest } from "./contact-request-form.ts";
export {
  cooperationSendButton,
  cooperationThanksText,
  isValidEmail,
  type TCooperationErrors,
  type TCooperationForm,
  validateCooperationForm,
} from "./cooperation-form.ts";
export {
  SUBSCRIPTION_EMAIL_MAX,
  type TFooterSubscriptionErrors,
  validateFooterSubscription,
} from "./footer-subscription-form.ts";
export { formMessages } from "./messages.ts";
export { canSubmitLogin, canSubmitPasswordRequest, canSubmitRegistration } from "./submit-enabled.ts";
