import type { TDb } from "../db/client.ts";
import { bonusEntries, discountCards, giftCertificates, users } from "../db/schema.ts";

/**
 * Two demo shoppers with a discount card, certificates and bonus history (README "Accounts"):
 * sign in on the site with their phone and the code from `GET /dev/outbox?phone=` (outside
 * production). Idempotent: an existing demo account is left as it is. They have no orders on the
 * site: their history is of purchases in the salons (of the seed's stores), so that it names no
 * order the shopper cannot find; orders placed on the site add 'Начисление за заказ №…' entries.
 */
export const DEMO_SHOPPERS = [
  {
    phone: "79000000001",
    name: "Анна Смирнова",
    email: "anna.demo@example.ru",
    birthday: "1990-04-12",
    card: {
      guid: "6f1c0a3e-2b7d-4c51-9a0e-1d2f3a4b5c01",
      number: "2990000000019",
      kind: "plastic",
      discountPercent: 10,
    },
    certificates: [
      {
        code: "DEMO-1000-A1",
        nominal: 100_000,
        balance: 100_000,
        issuedAt: "2026-01-15",
        expiresAt: "2027-01-15",
      },
      { code: "DEMO-3000-A2", nominal: 300_000, balance: 0, issuedAt: "2025-08-01", expiresAt: "2026-08-01" },
    ],
    bonuses: [
      {
        amount: 250,
        kind: "accrual",
        description: "Покупка в салоне «Клиника на Малышева»",
        createdAt: "2025-11-02T09:15:00Z",
      },
      {
        amount: 180,
        kind: "accrual",
        description: "Покупка в салоне «Клиника на Бебеля»",
        createdAt: "2025-12-20T12:40:00Z",
      },
      {
        amount: -200,
        kind: "spending",
        description: "Оплата покупки в салоне «Клиника на Малышева»",
        createdAt: "2026-01-18T16:05:00Z",
      },
      {
        amount: 300,
        kind: "accrual",
        description: "Подарок ко дню рождения",
        createdAt: "2026-04-12T06:00:00Z",
      },
      { amount: -30, kind: "expiry", description: "Сгорание бонусов", createdAt: "2026-05-01T00:00:00Z" },
    ],
  },
  {
    phone: "79000000002",
    name: "Игорь Петров",
    email: null,
    birthday: null,
    card: {
      guid: "6f1c0a3e-2b7d-4c51-9a0e-1d2f3a4b5c02",
      number: "2990000000026",
      kind: "virtual",
      discountPercent: 5,
    },
    certificates: [
      {
        code: "DEMO-5000-B1",
        nominal: 500_000,
        balance: 215_000,
        issuedAt: "2026-02-01",
        expiresAt: "2027-02-01",
      },
    ],
    bonuses: [
      {
        amount: 120,
        kind: "accrual",
        description: "Покупка в салоне «Клиника на Бебеля»",
        createdAt: "2026-02-03T10:00:00Z",
      },
      {
        amount: 95,
        kind: "accrual",
        description: "Покупка в салоне «Клиника на Малышева»",
        createdAt: "2026-03-09T14:30:00Z",
      },
    ],
  },
] as const;

export async function seedDemoShoppers(tx: TDb): Promise<number> {
  let created = 0;
  for (const shopper of DEMO_SHOPPERS) {
    const [user] = await tx
      .insert(users)
      .values({ phone: shopper.phone, name: shopper.name, email: shopper.email, birthday: shopper.birthday })
      .onConflictDoNothing({ target: users.phone })
      .returning({ id: users.id });
    if (!user) continue;
    created++;
    await tx
      .insert(discountCards)
      .values({
        guid: shopper.card.guid,
        userId: user.id,
        number: shopper.card.number,
        kind: shopper.card.kind,
        discountPercent: shopper.card.discountPercent,
        issuedAt: new Date("2026-01-15T00:00:00Z"),
      })
      .onConflictDoNothing();
    for (const c of shopper.certificates) {
      await tx
        .insert(giftCertificates)
        .values({ ...c, userId: user.id, issuedAt: new Date(`${c.issuedAt}T00:00:00Z`) })
        .onConflictDoNothing();
    }
    await tx
      .insert(bonusEntries)
      .values(shopper.bonuses.map((b) => ({ ...b, userId: user.id, createdAt: new Date(b.createdAt) })));
  }
  return created;
}
