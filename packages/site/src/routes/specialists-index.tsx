import { Picture, SpecialistCard } from "@optika/ui";
import { Form, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import styles from "../features/clinics/clinic-pages.module.css";
import { clinicsMessages as m } from "../features/clinics/messages.ts";
import { specialistCardView } from "../features/clinics/specialist-view.ts";
import { LandingPage } from "../features/layout/LandingPage.tsx";
import { pageMeta } from "../features/seo/meta.ts";
import { sharedApiContext } from "../server/api.server.ts";
import { expectOk } from "../server/api-response.ts";

function idParam(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** /specialists?clinic=&service=: the current city's specialists, filtered by clinic and service. */
export async function loader({ context, url }: LoaderFunctionArgs) {
  const api = context.get(sharedApiContext);
  const clinicId = idParam(url.searchParams.get("clinic"));
  const serviceId = idParam(url.searchParams.get("service"));
  const [clinicsAnswer, servicesAnswer] = await Promise.all([
    api.clinics.listClinics({ query: {} }),
    api.clinics.listServices({ query: {} }),
  ]);
  const { clinics } = expectOk(clinicsAnswer);
  const cityId = clinics[0]?.city_id;
  const store = clinics.some((c) => c.id === clinicId) ? clinicId : undefined;
  const { specialists } = expectOk(
    await api.clinics.listSpecialists({
      query: {
        ...(store ? { store } : {}),
        ...(serviceId ? { service: serviceId } : {}),
        ...(cityId ? { city_id: cityId } : {}),
      },
    }),
  );
  const clinicNames = new Map(clinics.map((c) => [c.id, c] as const));
  return {
    specialists: specialists.map((s) => specialistCardView(s, clinicNames)),
    clinics: clinics.map((c) => ({ id: c.id, name: c.name })),
    services: expectOk(servicesAnswer).categories.flatMap((c) =>
      c.services.map((s) => ({ id: s.id, name: s.name })),
    ),
    selected: { clinic: store ?? null, service: serviceId ?? null },
    canonical: `${url.origin}/specialists`,
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: m.specialists.title,
    description: m.specialists.description,
    canonical: loaderData?.canonical,
  });

export default function SpecialistsRoute() {
  const { specialists, clinics, services, selected } = useLoaderData<typeof loader>();
  return (
    <LandingPage
      breadcrumbs={[{ label: m.home, href: "/" }, { label: m.specialists.title }]}
      title={m.specialists.title}
      lead={m.specialists.lead}
    >
      <Form method="get" className={styles.filters} key={`${selected.clinic}-${selected.service}`}>
        <label>
          {m.specialists.filterClinic}
          <select name="clinic" defaultValue={selected.clinic ?? ""}>
            <option value="">{m.specialists.all}</option>
            {clinics.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {m.specialists.filterService}
          <select name="service" defaultValue={selected.service ?? ""}>
            <option value="">{m.specialists.all}</option>
            {services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.apply}>
          {m.specialists.apply}
        </button>
      </Form>
      {specialists.length === 0 ? <p className={styles.muted}>{m.specialists.none}</p> : null}
      <ul className={`${styles.grid} ${styles.three}`}>
        {specialists.map((s) => (
          <li key={s.id}>
            <SpecialistCard
              name={s.name}
              position={s.position}
              href={`/specialists/${s.id}`}
              experienceText={s.experienceText}
              clinicsText={s.clinicsText || undefined}
              photo={
                s.photo ? (
                  <Picture
                    src={s.photo.src}
                    sources={s.photo.sources}
                    sizes="96px"
                    width={96}
                    height={96}
                    alt=""
                    loading="lazy"
                  />
                ) : undefined
              }
              bookHref={`/specialists/${s.id}#nearest`}
              bookLabel={m.specialists.book}
            />
          </li>
        ))}
      </ul>
    </LandingPage>
  );
}
