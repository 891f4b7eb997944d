import type { TVacancy } from "@optika/api-contract";
import { formatPrice } from "@optika/domain/money";
import { vacanciesMessages as m } from "./messages.ts";

export type TVacancyView = {
  id: number;
  title: string;
  city: string;
  salary: string;
  duties: string[];
  requirements: string[];
  conditions: string[];
  /** for the JobPosting: ISO date-time of publication, schema.org employment types, the salary in kopecks */
  postedAt: string;
  employmentTypes: string[];
  salaryFrom: number | null;
  salaryTo: number | null;
};

/** '80 000 ₽ — 120 000 ₽ в месяц', 'от 160 000 ₽ в месяц', 'Зарплата по договорённости'. */
export function salaryText(from: number | null, to: number | null): string {
  if (from === null && to === null) return m.salaryUnknown;
  const range =
    from !== null && to !== null
      ? m.salaryRange(formatPrice(from), formatPrice(to))
      : from !== null
        ? m.salaryFrom(formatPrice(from))
        : m.salaryTo(formatPrice(to ?? 0));
  return `${range} ${m.perMonth}`;
}

export function vacancyView(v: TVacancy): TVacancyView {
  return {
    id: v.id,
    title: v.title,
    city: v.city,
    salary: salaryText(v.salary_from, v.salary_to),
    duties: v.duties,
    requirements: v.requirements,
    conditions: v.conditions,
    postedAt: v.posted_at,
    employmentTypes: v.employment_types,
    salaryFrom: v.salary_from,
    salaryTo: v.salary_to,
  };
}
