export { EyeModeSwitch, type IEyeModeSwitchProps } from "./EyeModeSwitch.tsx";
export { quickBuyUiMessages } from "./messages.ts";
export { type IOptionGroupFieldProps, OptionGroupField } from "./OptionGroupField.tsx";
export { type IOptionSetProps, OptionSet, OptionSets } from "./OptionSet.tsx";
export { type IOptionValueListProps, OptionValueList, type TOptionValueItem } from "./OptionValueList.tsx";
