import { asc, eq } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { serviceCategories, services, specialists } from "../../db/schema.ts";
import type { TSitemapSourceEntry } from "./sitemap-source.ts";

/** /uslugi/{category} and /uslugi/{category}/{service}: the clinic services (one statement). */
export async function listServiceSitemapEntries(db: TDb): Promise<TSitemapSourceEntry[]> {
  const rows = await db
    .select({ category: serviceCategories.slug, service: services.slug })
    .from(services)
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .orderBy(asc(serviceCategories.sort), asc(serviceCategories.id), asc(services.sort), asc(services.id));
  const categoryPaths = [...new Set(rows.map((row) => `/uslugi/${row.category}`))];
  return [
    ...categoryPaths.map((path) => ({ path, lastmod: null })),
    ...rows.map((row) => ({ path: `/uslugi/${row.category}/${row.service}`, lastmod: null })),
  ];
}

/** /specialists/{id} of every specialist (one statement). */
export async function listSpecialistSitemapEntries(db: TDb): Promise<TSitemapSourceEntry[]> {
  const rows = await db
    .select({ id: specialists.id })
    .from(specialists)
    .orderBy(asc(specialists.sort), asc(specialists.id));
  return rows.map((row) => ({ path: `/specialists/${row.id}`, lastmod: null }));
}
