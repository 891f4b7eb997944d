import { desc } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { formSubmissions } from "../../db/schema.ts";

export type TSubmissionRow = typeof formSubmissions.$inferSelect;

/** The latest submissions first (staff reading them before a back office exists). */
export async function listSubmissions(db: TDb, limit: number): Promise<TSubmissionRow[]> {
  return db.select().from(formSubmissions).orderBy(desc(formSubmissions.createdAt)).limit(limit);
}
