import type { TLensCompetitors } from "@optika/api-contract";
import { rankLensCompetitors } from "@optika/domain/lenses";
import type { TDb } from "../../db/client.ts";
import { notFound } from "../../http/index.ts";
import { readLensBySlug, readLensPool, type TLensEntry } from "./lens-profiles.ts";

export const LENS_COMPETITOR_MESSAGES = { lensNotFound: "Линза не найдена" } as const;

const parameters = (entry: TLensEntry) => ({
  type: entry.labels.type,
  period: entry.labels.period,
  material: entry.labels.material,
  base_curves: [...entry.profile.baseCurves],
  diameter: entry.profile.diameter,
  sphere: entry.profile.sphere ? { ...entry.profile.sphere } : null,
});

/** The lens and the lenses comparable to it (the domain's rule), best first. Two statements. */
export async function getLensCompetitors(db: TDb, slug: string, cityId: number): Promise<TLensCompetitors> {
  const lens = await readLensBySlug(db, slug, cityId);
  if (!lens) throw notFound(LENS_COMPETITOR_MESSAGES.lensNotFound);
  const pool = await readLensPool(db, lens.profile, cityId);
  const byId = new Map(pool.map((e) => [e.profile.id, e]));
  const ranked = rankLensCompetitors(
    lens.profile,
    pool.map((e) => e.profile),
  );
  return {
    lens: lens.card,
    parameters: parameters(lens),
    competitors: ranked.flatMap((r) => {
      const entry = byId.get(r.id);
      return entry
        ? [{ product: entry.card, parameters: parameters(entry), score: r.score, matches: [...r.matches] }]
        : [];
    }),
  };
}
