import { useBrand } from "../../brand/brand-context.tsx";
import { useLayoutData } from "../layout/use-layout.ts";
import { absoluteUrl } from "../seo/json-ld/absolute-url.ts";
import { jobPostingJsonLd } from "../seo/json-ld/job-posting-json-ld.ts";
import { StructuredData } from "../seo/StructuredData.tsx";
import { vacanciesMessages as m } from "./messages.ts";
import type { TVacancyView } from "./vacancy-view.ts";

/** A `JobPosting` of each open vacancy, hired by the brand of this host (decision 0056). */
export function VacancyStructuredData({ vacancies }: { vacancies: readonly TVacancyView[] }) {
  const brand = useBrand();
  const origin = useLayoutData()?.siteOrigin;
  if (!origin || vacancies.length === 0) return null;
  const organization = { name: brand.name, url: `${origin}/`, logo: absoluteUrl(origin, brand.logo.src) };
  return (
    <StructuredData
      data={vacancies.map((v) =>
        jobPostingJsonLd({
          title: v.title,
          sections: [
            { heading: m.duties, items: v.duties },
            { heading: m.requirements, items: v.requirements },
            { heading: m.conditions, items: v.conditions },
          ],
          datePosted: v.postedAt,
          employmentTypes: v.employmentTypes,
          city: v.city,
          salaryFrom: v.salaryFrom,
          salaryTo: v.salaryTo,
          organization,
          url: `${origin}/vakansii`,
        }),
      )}
    />
  );
}
