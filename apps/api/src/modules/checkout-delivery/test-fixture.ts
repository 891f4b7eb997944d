/** The delivery suites' data: the shared test catalogue plus city centres and the delivery site variables. */
import type { TDb } from "../../db/client.ts";
import { cityCentres, siteVars } from "../../db/schema.ts";
import { insertFixture } from "../../test/fixture.ts";

/** 11:00 in Екатеринбург on a Monday: before the same-day cut-off. */
export const MORNING = new Date("2026-11-23T06:00:00.000Z");

export async function insertDeliveryFixture(db: TDb): Promise<void> {
  await insertFixture(db);
  await db.insert(cityCentres).values([
    { cityId: 1, lat: 56.8389, lon: 60.6057 },
    { cityId: 2, lat: 55.7558, lon: 37.6173 },
  ]);
  await db.insert(siteVars).values([
    { key: "freeDeliveryFrom", value: "5000" },
    { key: "excludedPickupClasses", value: "" },
  ]);
}
