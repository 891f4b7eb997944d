import { formatServicePrice } from "@optika/domain/money";
import { Button, ClinicCard } from "@optika/ui";
import { type LoaderFunctionArgs, type MetaFunction, redirect, useLoaderData } from "react-router";
import { clinicCardView } from "../features/clinics/clinic-card-view.ts";
import styles from "../features/clinics/clinic-pages.module.css";
import { clinicsMessages as m } from "../features/clinics/messages.ts";
import { OtherCityButton } from "../features/clinics/OtherCityButton.tsx";
import { servicePath } from "../features/clinics/service-items.ts";
import { useCityName } from "../features/clinics/use-city-name.ts";
import { LandingPage } from "../features/layout/LandingPage.tsx";
import { pageMeta } from "../features/seo/meta.ts";
import { sharedApiContext } from "../server/api.server.ts";
import { expectOk, notFound, okOrNull } from "../server/api-response.ts";

const SLUG = /^[a-z0-9._-]{1,100}$/;

/** /uslugi/{category}/{service}: description, price, duration, the current city's clinics offering it. */
export async function loader({ context, url, params }: LoaderFunctionArgs) {
  const slug = params.service ?? "";
  if (!SLUG.test(slug) || !SLUG.test(params.category ?? "")) return notFound();
  const api = context.get(sharedApiContext);
  const found = okOrNull(await api.clinics.getService({ params: { slug } }));
  if (!found) return notFound();
  const { service } = found;
  if (service.category.slug !== params.category) throw redirect(servicePath(service), 301);
  const { clinics } = expectOk(await api.clinics.listClinics({ query: { service: service.id } }));
  return {
    service: {
      slug: service.slug,
      name: service.name,
      announce: service.announce,
      description: service.description,
      price: service.price,
      durationMinutes: service.duration_minutes,
      isForChildren: service.is_for_children,
      category: service.category,
    },
    clinics: clinics.map((c) => ({
      ...clinicCardView(c, []),
      bookHref: `/zapis/${service.slug}?clinic=${c.id}`,
    })),
    canonical: `${url.origin}${servicePath(service)}`,
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(matches, {
        title: loaderData.service.name,
        description: `${loaderData.service.announce}. ${formatServicePrice(loaderData.service.price)}, ${m.minutes(loaderData.service.durationMinutes)}.`,
        canonical: loaderData.canonical,
      })
    : [];

export default function ServiceRoute() {
  const { service, clinics } = useLoaderData<typeof loader>();
  const cityName = useCityName();
  return (
    <LandingPage
      breadcrumbs={[
        { label: m.home, href: "/" },
        { label: m.services.title, href: "/uslugi" },
        { label: service.category.name, href: `/uslugi/${service.category.slug}` },
        { label: service.name },
      ]}
      title={service.name}
      lead={service.announce}
    >
      <dl className={styles.facts}>
        <div>
          <dt>{m.services.price}</dt>
          <dd>{formatServicePrice(service.price)}</dd>
        </div>
        <div>
          <dt>{m.services.duration}</dt>
          <dd>{m.minutes(service.durationMinutes)}</dd>
        </div>
        {service.isForChildren ? (
          <div>
            <dt>{m.services.forChildren}</dt>
            <dd>✓</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.prose}>{service.description}</p>
      <Button href={`/zapis/${service.slug}`} size="lg">
        {m.services.book}
      </Button>
      <section className={styles.section} aria-labelledby="service-clinics">
        <div className={styles.bar}>
          <h2 id="service-clinics" className={styles.sectionTitle}>
            {m.services.clinicsInCity(cityName)}
          </h2>
          <OtherCityButton label={m.services.otherCity} />
        </div>
        {clinics.length === 0 ? (
          <p className={styles.muted}>{m.services.noClinicsInCity(cityName)}</p>
        ) : (
          <ul className={styles.grid}>
            {clinics.map((clinic) => (
              <li key={clinic.id}>
                <ClinicCard {...clinic} kindText={m.contacts.clinic} bookLabel={m.services.bookHere} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </LandingPage>
  );
}
