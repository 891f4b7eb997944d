import { type TVacancy, type TVacancyEmploymentType, VACANCY_EMPLOYMENT_TYPES } from "@optika/api-contract";
import { asc, eq } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { vacancies } from "../../db/schema.ts";

const VACANCIES_MAX = 100;

const isEmploymentType = (value: string): value is TVacancyEmploymentType =>
  (VACANCY_EMPLOYMENT_TYPES as readonly string[]).includes(value);

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
    employment_types: row.employmentTypes.filter(isEmploymentType),
    posted_at: row.postedAt.toISOString(),
  }));
}
