import { inArray } from "drizzle-orm";
import type { TDb } from "../db/client.ts";
import {
  myAcuvueMembers,
  products,
  type TMyAcuvueFittedRow,
  type TMyAcuvueVoucherRow,
} from "../db/schema.ts";

type TDemoFitted = Omit<TMyAcuvueFittedRow, "productId"> & { slug: string };

const SPHERE = "Оптическая сила (Сфера)";
const CURVE = "Радиус кривизны";

function eyes(right: string, left: string, curve: string): TDemoFitted["eyes"] {
  return [
    {
      eye: "right",
      parameters: [
        { group: SPHERE, value: right },
        { group: CURVE, value: curve },
      ],
    },
    {
      eye: "left",
      parameters: [
        { group: SPHERE, value: left },
        { group: CURVE, value: curve },
      ],
    },
  ];
}

/**
 * MyACUVUE members of the built-in simulator (README "Accounts"): the two demo shoppers, one with a
 * 500-rub voucher and one with a 300-rub voucher, a third member with no voucher, and two more with
 * a voucher (these three have no shop account yet: the PIN sign-in creates it). Fitted lenses are ACUVUE lines of the seed, by slug.
 */
export const MYACUVUE_DEMO_MEMBERS: readonly {
  phone: string;
  firstName: string;
  bonusBalance: number;
  fitted: TDemoFitted[];
  vouchers: TMyAcuvueVoucherRow[];
}[] = [
  {
    phone: "79000000001",
    firstName: "Анна",
    bonusBalance: 1250,
    fitted: [
      {
        slug: "acuvue-oasys-1-day",
        bonuses: 150,
        fittedAt: "2026-03-14",
        eyes: eyes("-2.50", "-2.75", "8.5"),
      },
      { slug: "acuvue-oasys", bonuses: 100, fittedAt: "2025-09-20", eyes: eyes("-2.25", "-2.50", "8.4") },
    ],
    vouchers: [{ id: "MA-500-0001", amount: 500, validFrom: "2026-01-01", validTo: "2030-12-31" }],
  },
  {
    phone: "79000000002",
    firstName: "Игорь",
    bonusBalance: 430,
    fitted: [
      {
        slug: "1-day-acuvue-moist",
        bonuses: 120,
        fittedAt: "2026-05-02",
        eyes: eyes("-1.00", "-1.25", "8.5"),
      },
    ],
    vouchers: [{ id: "MA-300-0002", amount: 300, validFrom: "2026-01-01", validTo: "2030-12-31" }],
  },
  {
    phone: "79000000003",
    firstName: "Мария",
    bonusBalance: 0,
    fitted: [
      {
        slug: "1-day-acuvue-trueye",
        bonuses: 80,
        fittedAt: "2026-08-11",
        eyes: eyes("1.50", "1.75", "8.5"),
      },
    ],
    vouchers: [],
  },
  // two more members with a voucher and no shop account yet: a voucher is used once, so each of the
  // four e2e projects (two brands, desktop and phone) signs in as a member of its own
  {
    phone: "79000000004",
    firstName: "Олег",
    bonusBalance: 200,
    fitted: [
      {
        slug: "1-day-acuvue-moist",
        bonuses: 60,
        fittedAt: "2026-07-19",
        eyes: eyes("-3.00", "-3.00", "8.5"),
      },
    ],
    vouchers: [{ id: "MA-300-0004", amount: 300, validFrom: "2026-01-01", validTo: "2030-12-31" }],
  },
  {
    phone: "79000000005",
    firstName: "Елена",
    bonusBalance: 900,
    fitted: [
      {
        slug: "acuvue-oasys-1-day",
        bonuses: 150,
        fittedAt: "2026-04-02",
        eyes: eyes("-0.75", "-1.00", "8.5"),
      },
    ],
    vouchers: [{ id: "MA-500-0005", amount: 500, validFrom: "2026-01-01", validTo: "2030-12-31" }],
  },
];

/** Writes the demo members with their fitted lenses' product ids. Idempotent: an existing member is kept. */
export async function seedMyAcuvueMembers(tx: TDb): Promise<void> {
  const slugs = MYACUVUE_DEMO_MEMBERS.flatMap((m) => m.fitted.map((f) => f.slug));
  const rows = await tx
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(inArray(products.slug, slugs));
  const idBySlug = new Map(rows.map((r) => [r.slug, r.id]));
  await tx
    .insert(myAcuvueMembers)
    .values(
      MYACUVUE_DEMO_MEMBERS.map((m) => ({
        phone: m.phone,
        firstName: m.firstName,
        bonusBalance: m.bonusBalance,
        fittedProducts: m.fitted.flatMap(({ slug, ...fitted }) => {
          const productId = idBySlug.get(slug);
          return productId === undefined ? [] : [{ ...fitted, productId }];
        }),
        vouchers: m.vouchers,
      })),
    )
    .onConflictDoNothing();
}
