import { type TCmsBanner, ZCmsBanner } from "@optika/api-contract";
import { and, asc, eq, gt, inArray, isNull, lte, or } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { cmsBanners } from "../../db/schema.ts";

/** Banners showing at `now` in each slot (published, within their dates), by position; one statement. */
export async function listBanners(
  db: TDb,
  slots: readonly string[],
  now: Date,
): Promise<Map<string, TCmsBanner[]>> {
  const rows = await db
    .select()
    .from(cmsBanners)
    .where(
      and(
        inArray(cmsBanners.slot, [...slots]),
        eq(cmsBanners.isPublished, true),
        or(isNull(cmsBanners.startsAt), lte(cmsBanners.startsAt, now)),
        or(isNull(cmsBanners.endsAt), gt(cmsBanners.endsAt, now)),
      ),
    )
    .orderBy(asc(cmsBanners.slot), asc(cmsBanners.position), asc(cmsBanners.id))
    .limit(100);
  const bySlot = new Map<string, TCmsBanner[]>();
  for (const row of rows) {
    // stored JSON is checked like input: a banner whose picture or link no longer validates is left out
    const banner = ZCmsBanner.safeParse({
      id: row.id,
      title: row.title,
      text: row.text,
      href: row.href,
      image: row.image,
      imageMobile: row.imageMobile ?? null,
    });
    if (!banner.success) continue;
    bySlot.set(row.slot, [...(bySlot.get(row.slot) ?? []), banner.data]);
  }
  return bySlot;
}
