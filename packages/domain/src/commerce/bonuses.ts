import { pluralRu } from "../language/plural-ru.ts";
import { formatNumber } from "../money/format-number.ts";
import { BONUS_FORMS } from "./messages.ts";

/** Bonuses accrued for the cart: the sum over cart items of their bonuses (non-numbers count as 0). */
export function bonusesAccrued(items: readonly { readonly bonuses?: number | null }[]): number {
  return items.reduce((sum, item) => sum + (Number.isFinite(item.bonuses) ? Number(item.bonuses) : 0), 0);
}

/** "1 бонус", "2 бонуса", "1 500 бонусов". */
export function bonusCountText(count: number): string {
  return `${formatNumber(count, 0)} ${pluralRu(count, BONUS_FORMS)}`;
}
