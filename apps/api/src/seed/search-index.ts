/**
 * The seed's search step: the shopper spellings (search_synonyms) and the search index rebuilt
 * from the catalogue just inserted (refreshSearchIndex, decision 0028).
 */
import { sql } from "drizzle-orm";
import type { TDb } from "../db/client.ts";
import { searchSynonyms } from "../db/schema.ts";
import { refreshSearchIndex } from "../modules/search/refresh-search-index.ts";
import { SEARCH_SYNONYMS } from "./data/search-synonyms.ts";

export async function seedSearchIndex(db: Pick<TDb, "execute" | "insert">): Promise<void> {
  await db.execute(sql`delete from search_synonyms`);
  await db.insert(searchSynonyms).values([...SEARCH_SYNONYMS]);
  await refreshSearchIndex(db);
}
