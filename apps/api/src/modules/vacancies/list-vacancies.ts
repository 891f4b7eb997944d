import type { TVacancy } from "@optika/api-contract";
import { asc, eq } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { vacancies } from "../../db/schema.ts";

const VACANCIES_MAX = 100;

/** GET /vacancies: open vacancies in their order (one statement). */
export async function listVacancies(db: TDb): Promise<TVacancy[]> {
  const rows = await db
    .select()
    .from(vacancies)
    .where(eq(vacancies.isOpen, true))
    .orderBy(asc(vacancies.sort), asc(vacancies.id))
    .limit(VACANCIES_MAX);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    city: row.city,
    salary_from: row.salaryFrom,
    salary_to: row.salaryTo,
    duties: row.duties,
    requirements: row.requirements,
    conditions: row.conditions,
  }));
}
