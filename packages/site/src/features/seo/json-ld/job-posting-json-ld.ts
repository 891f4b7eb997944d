import type { JobPosting, WithContext } from "schema-dts";
import { escapeHtml } from "../../html/escape-html.ts";

export type TJobPostingJsonLdInput = {
  readonly title: string;
  /** the vacancy's lists, each a heading and its items ('Обязанности': […]) */
  readonly sections: readonly { readonly heading: string; readonly items: readonly string[] }[];
  /** ISO 8601 date-time of publication */
  readonly datePosted: string;
  /** schema.org employment types (FULL_TIME, PART_TIME, …); none stated: left out */
  readonly employmentTypes: readonly string[];
  /** the town of the workplace */
  readonly city: string;
  /** monthly salary in kopecks, each end when known */
  readonly salaryFrom: number | null;
  readonly salaryTo: number | null;
  /** the brand that hires: its name, home page and logo (absolute URLs) */
  readonly organization: { readonly name: string; readonly url: string; readonly logo: string };
  /** absolute URL of the page with the vacancy and its reply form */
  readonly url: string;
};

/** The description as search engines show a job's: the vacancy's lists as HTML (text escaped). */
function descriptionHtml(sections: TJobPostingJsonLdInput["sections"]): string {
  return sections
    .filter((section) => section.items.length > 0)
    .map(
      (section) =>
        `<p><strong>${escapeHtml(section.heading)}</strong></p><ul>${section.items
          .map((item) => `<li>${escapeHtml(item)}</li>`)
          .join("")}</ul>`,
    )
    .join("");
}

/** A month's salary in rubles: one value, or the range's ends, as the vacancy states them. */
function baseSalary(from: number | null, to: number | null) {
  if (from === null && to === null) return null;
  const rub = (kopecks: number) => kopecks / 100;
  const value =
    from !== null && to !== null && from !== to
      ? { minValue: rub(from), maxValue: rub(to) }
      : from !== null && to === null
        ? { minValue: rub(from) }
        : { value: rub(from ?? to ?? 0) };
  return {
    "@type": "MonetaryAmount" as const,
    currency: "RUB",
    value: { "@type": "QuantitativeValue" as const, ...value, unitText: "MONTH" },
  };
}

/**
 * schema.org `JobPosting` of a vacancy on /vakansii (decision 0056): title, the lists as its
 * description, publication date, employment types, the town, the salary a month in RUB and the
 * brand that hires; `directApply`, as the reply form is on the page. Only what the vacancy
 * states: no `validThrough` (vacancies carry no closing date), no street address.
 */
export function jobPostingJsonLd(input: TJobPostingJsonLdInput): WithContext<JobPosting> {
  const salary = baseSalary(input.salaryFrom, input.salaryTo);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: input.title,
    description: descriptionHtml(input.sections) || escapeHtml(input.title),
    datePosted: input.datePosted,
    ...(input.employmentTypes.length > 0 ? { employmentType: [...input.employmentTypes] } : {}),
    hiringOrganization: {
      "@type": "Organization",
      name: input.organization.name,
      sameAs: input.organization.url,
      logo: input.organization.logo,
    },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: input.city, addressCountry: "RU" },
    },
    ...(salary ? { baseSalary: salary } : {}),
    directApply: true,
    url: input.url,
  };
}
