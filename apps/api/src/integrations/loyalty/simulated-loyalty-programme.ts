import { eq } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { myAcuvueMembers } from "../../db/schema.ts";
import type { ILoyaltyProgramme, TLoyaltyMember } from "./loyalty-programme.ts";

/**
 * The brand's service, built in (the default): its members live in the table myacuvue_members,
 * filled by the seed (seed/myacuvue-members.ts) and by tests. One primary-key read per lookup.
 */
export function createSimulatedLoyaltyProgramme(db: TDb): ILoyaltyProgramme {
  return {
    name: "simulator",
    async findMember(phone: string): Promise<TLoyaltyMember | null> {
      const [row] = await db.select().from(myAcuvueMembers).where(eq(myAcuvueMembers.phone, phone));
      if (!row) return null;
      return {
        phone: row.phone,
        firstName: row.firstName,
        bonusBalance: row.bonusBalance,
        fittedProducts: row.fittedProducts,
        vouchers: row.vouchers.map((v) => ({ ...v, usedAt: null })),
      };
    },
  };
}
