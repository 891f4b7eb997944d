export { type TContactRequestErrors, validateContactRequest } from "./contact-request-form";
export {
  cooperationSendButton,
  cooperationThanksText,
  isValidEmail,
  type TCooperationErrors,
  type TCooperationForm,
  validateCooperationForm,
} from "./cooperation-form";
export { formMessages } from "./messages";
export { canSubmitLogin, canSubmitPasswordRequest, canSubmitRegistration } from "./submit-enabled";
