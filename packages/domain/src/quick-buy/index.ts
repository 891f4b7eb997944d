export { quickBuyMessages } from "./messages.ts";
export {
  createOptionCascade,
  OPTIONAL_GROUP_NAMES,
  optionCascadeReducer,
  optionCascadeView,
  type TCascadeEvent,
  type TCascadeState,
  type TCascadeValidation,
  type TCombination,
  type TEyeMode,
  type TGroupView,
  type TOptionGroup,
  type TOptionValue,
  type TSelection,
  UNAVAILABLE_OPTION,
  validateOptionCascade,
} from "./option-cascade.ts";
export {
  OPTION_LIST_LIMIT,
  type TTruncatedList,
  truncateOptionList,
} from "./option-list-truncation.ts";
