import { LIMITS } from "../constants/business-constants.ts";

export const ACCENT_COLOR_COUNT = LIMITS.accentColors;
export type TAccentSlot = 1 | 2 | 3 | 4 | 5;

/** The accent colour (1–5) of the extra category link at `index`: the colours repeat after 5. */
export function accentColorSlot(index: number): TAccentSlot {
  const i = Number.isFinite(index) ? Math.abs(Math.trunc(index)) : 0;
  return ((i % ACCENT_COLOR_COUNT) + 1) as TAccentSlot;
}
