import { ClinicCard } from "@optika/ui";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { clinicCardView, storeCardView } from "../features/clinics/clinic-card-view.ts";
import styles from "../features/clinics/clinic-pages.module.css";
import { placeStructuredData } from "../features/clinics/clinic-structured-data.ts";
import { clinicsMessages as m } from "../features/clinics/messages.ts";
import { OtherCityButton } from "../features/clinics/OtherCityButton.tsx";
import { cityNameFromMatches, useCityName } from "../features/clinics/use-city-name.ts";
import { LandingPage } from "../features/layout/LandingPage.tsx";
import { MapToggle } from "../features/maps/MapToggle.tsx";
import { pageMeta } from "../features/seo/meta.ts";
import { StructuredData } from "../features/seo/StructuredData.tsx";
import { requestSiteOrigin } from "../features/seo/site-origin.server.ts";
import { sharedApiContext } from "../server/api.server.ts";
import { expectOk } from "../server/api-response.ts";

/**
 * /kontakty: the current city's clinics and shops — address, hours, phones, services, a link to
 * book there — as a list (a map on demand), with `MedicalClinic`/`Optician` structured data.
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const api = context.get(sharedApiContext);
  const [storesAnswer, clinicsAnswer, servicesAnswer] = await Promise.all([
    api.geo.listStores({ query: {} }),
    api.clinics.listClinics({ query: {} }),
    api.clinics.listServices({ query: {} }),
  ]);
  const { stores } = expectOk(storesAnswer);
  const { clinics } = expectOk(clinicsAnswer);
  const serviceNames = new Map(
    expectOk(servicesAnswer).categories.flatMap((c) => c.services.map((s) => [s.id, s.name] as const)),
  );
  const clinicById = new Map(clinics.map((c) => [c.id, c]));
  const places = stores.map((store) => {
    const clinic = clinicById.get(store.id);
    if (clinic) {
      const services = clinic.service_ids.flatMap((id) => serviceNames.get(id) ?? []);
      return {
        ...clinicCardView(clinic, services),
        isClinic: true,
        openingHours: clinic.opening_hours,
        bookHref: `/zapis?clinic=${clinic.id}`,
      };
    }
    return {
      ...storeCardView(store),
      isClinic: false,
      openingHours: [],
      bookHref: undefined,
    };
  });
  const pageUrl = `${requestSiteOrigin(request)}/kontakty`;
  return {
    places,
    structuredData: places.map((p) =>
      placeStructuredData({ ...p, phones: p.phones.map((x) => x.label), url: pageUrl }),
    ),
    canonical: pageUrl,
  };
}

/**
 * Titled with the city: every city subdomain's /kontakty is its own page in search results — but
 * not where the city has no clinic nor shop ('… пока нет наших салонов.'): such a page is
 * `noindex` and left out of that host's sitemap (decision 0056).
 */
export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  const city = cityNameFromMatches(matches);
  const tags = pageMeta(matches, {
    title: m.contacts.documentTitle(city),
    description: m.contacts.description(city),
    canonical: loaderData?.canonical,
  });
  return loaderData?.places.length === 0 ? [...tags, { name: "robots", content: "noindex, follow" }] : tags;
};

export default function ContactsRoute() {
  const { places, structuredData } = useLoaderData<typeof loader>();
  const cityName = useCityName();
  return (
    <LandingPage
      breadcrumbs={[{ label: m.home, href: "/" }, { label: m.contacts.title }]}
      title={m.contacts.title}
      lead={m.contacts.lead(cityName)}
    >
      <div className={styles.bar}>
        <OtherCityButton label={m.contacts.otherCity} />
      </div>
      <div className={styles.mapBlock}>
        <MapToggle
          points={places.map((p) => ({
            id: p.id,
            name: p.name,
            address: p.address,
            lat: p.lat,
            lon: p.lon,
            href: p.bookHref,
          }))}
          label={m.contacts.mapLabel}
          actionLabel={m.contacts.bookHere}
        />
      </div>
      {places.length === 0 ? <p className={styles.muted}>{m.contacts.none(cityName)}</p> : null}
      <ul className={`${styles.grid} ${styles.three}`}>
        {places.map(({ isClinic, openingHours: _hours, lat: _lat, lon: _lon, ...place }) => (
          <li key={place.id}>
            <ClinicCard
              {...place}
              kindText={isClinic ? m.contacts.clinic : m.contacts.shop}
              servicesLabel={m.contacts.servicesLabel}
              bookLabel={m.contacts.bookHere}
            />
          </li>
        ))}
      </ul>
      <StructuredData data={structuredData} />
    </LandingPage>
  );
}
