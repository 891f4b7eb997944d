export {
  type ILoyaltyAppLink,
  type ILoyaltyNotRegisteredProps,
  LoyaltyNotRegistered,
} from "./LoyaltyNotRegistered.tsx";
export {
  type ILoyaltySignInFormProps,
  LoyaltySignInForm,
  type TLoyaltySignInStage,
} from "./LoyaltySignInForm.tsx";
export { loyaltySignInMessages } from "./messages.ts";
