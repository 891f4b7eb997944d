import { expect } from "@playwright/test";

/**
 * Clicks until the hydrated page reacts. A click before hydration does nothing, and the first
 * click after it may wait for a lazily loaded chunk (slow on a loaded machine), so each try gives
 * the page `perTry` ms to react before clicking again: a shorter wait could click a toggle twice
 * (open, then close) or retry before the chunk arrives. `reacted` gets that wait as its timeout.
 */
export async function clickUntil(
  click: () => Promise<unknown>,
  reacted: (timeout: number) => Promise<unknown>,
  { perTry = 5_000, total = 40_000 }: { perTry?: number; total?: number } = {},
): Promise<void> {
  await expect(async () => {
    await click();
    await reacted(perTry);
  }).toPass({ timeout: total });
}
