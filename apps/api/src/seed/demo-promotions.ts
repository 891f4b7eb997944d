import type { TDb } from "../db/client.ts";
import { giftCertificates, promoCodes, siteVars } from "../db/schema.ts";
import { USE_ACTIVE_BONUSES_VAR } from "../modules/promotions/bonus-spending.ts";

/**
 * Demo promo codes and a gift certificate anyone can use at checkout (README "Checkout: demo
 * codes"), and the bonus share of the demo shop (30 %; without the variable bonuses cannot be spent).
 * Idempotent: seeding twice changes nothing.
 */
export const DEMO_PROMO_CODES = [
  {
    code: "OPTIKA10",
    kind: "percent" as const,
    value: 10,
    minSum: 0,
    perCustomerLimit: null,
    description: "Скидка 10 % на заказ",
  },
  {
    code: "MINUS500",
    kind: "fixed" as const,
    value: 50_000,
    minSum: 300_000,
    perCustomerLimit: 1,
    description: "500 ₽ на заказ от 3 000 ₽, один раз на покупателя",
  },
];
export const DEMO_CERTIFICATE = { code: "GIFT-DEMO-2000", nominal: 200_000 };
export const DEMO_BONUS_SHARE = "30";

export async function seedDemoPromotions(tx: TDb): Promise<void> {
  await tx.insert(promoCodes).values(DEMO_PROMO_CODES).onConflictDoNothing();
  await tx
    .insert(giftCertificates)
    .values({
      code: DEMO_CERTIFICATE.code,
      nominal: DEMO_CERTIFICATE.nominal,
      balance: DEMO_CERTIFICATE.nominal,
      userId: null,
      issuedAt: new Date("2026-01-01T00:00:00Z"),
      expiresAt: "2030-12-31",
    })
    .onConflictDoNothing();
  await tx
    .insert(siteVars)
    .values({ key: USE_ACTIVE_BONUSES_VAR, value: DEMO_BONUS_SHARE })
    .onConflictDoNothing();
}
