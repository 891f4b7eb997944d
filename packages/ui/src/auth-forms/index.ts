export { AuthDialog, type IAuthDialogProps } from "./AuthDialog.tsx";
export {
  type ILoginFormProps,
  isLoginDisabled,
  LoginForm,
  type TAuthFieldErrors,
  type TLoginValues,
} from "./LoginForm.tsx";
export { authFormMessages } from "./messages.ts";
export { type IPhoneSignInFormProps, PhoneSignInForm, type TPhoneSignInStage } from "./PhoneSignInForm.tsx";
export {
  type IRegistrationFormProps,
  isRegistrationDisabled,
  RegistrationForm,
  type TRegistrationValues,
} from "./RegistrationForm.tsx";
export { type IRequestPasswordFormProps, RequestPasswordForm } from "./RequestPasswordForm.tsx";
