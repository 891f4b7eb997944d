import { LIMITS } from "../constants/business-constants.ts";
import { quickBuyMessages } from "./messages.ts";

export const OPTION_LIST_LIMIT = LIMITS.optionListTruncateAt;

export type TTruncatedList<T> = {
  readonly visible: readonly T[];
  /** 'Все варианты' when collapsed, 'Свернуть' when expanded, null when the list is short. */
  readonly toggleLabel: string | null;
};

/**
 * Lists over 20 values show the first 20, plus the selected value when it lies further down, with
 * 'Все варианты'; expanded they show everything with 'Свернуть'.
 */
export function truncateOptionList<T extends { readonly id: number }>(
  values: readonly T[],
  selectedId: number | null,
  isExpanded: boolean,
  limit: number = OPTION_LIST_LIMIT,
): TTruncatedList<T> {
  if (values.length <= limit) return { visible: values, toggleLabel: null };
  if (isExpanded) return { visible: values, toggleLabel: quickBuyMessages.collapse };
  const head = values.slice(0, limit);
  const selected = values.slice(limit).find((value) => value.id === selectedId);
  return { visible: selected ? [...head, selected] : head, toggleLabel: quickBuyMessages.showAll };
}
