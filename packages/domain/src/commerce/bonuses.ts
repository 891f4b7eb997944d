import { pluralRu } from "../language/plural-ru.ts";
import { formatNumber } from "../money/format-number.ts";
import { BONUS_FORMS } from "./messages.ts";

/**
 * Bonuses an order accrues (decision 0032): the sum of its lines' bonuses (non-numbers count as 0)
 * for a signed-in shopper. Bonuses go to an account, so a guest's order accrues none, and checkout
 * promises a guest none.
 */
export function bonusesAccrued(
  lines: readonly { readonly bonuses?: number | null }[],
  shopper: { readonly signedIn: boolean },
): number {
  if (!shopper.signedIn) return 0;
  return lines.reduce((sum, line) => sum + (Number.isFinite(line.bonuses) ? Number(line.bonuses) : 0), 0);
}

/** "1 бонус", "2 бонуса", "1 500 бонусов". */
export function bonusCountText(count: number): string {
  return `${formatNumber(count, 0)} ${pluralRu(count, BONUS_FORMS)}`;
}
