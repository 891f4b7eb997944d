import { Button, Picture } from "@optika/ui";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { longDateLabel } from "../features/appointments/calendar-months.ts";
import styles from "../features/clinics/clinic-pages.module.css";
import { clinicsMessages as m } from "../features/clinics/messages.ts";
import { servicePath } from "../features/clinics/service-items.ts";
import { nearestTimes } from "../features/clinics/specialist-nearest.server.ts";
import { experienceText, specialistPhoto } from "../features/clinics/specialist-view.ts";
import { LandingPage } from "../features/layout/LandingPage.tsx";
import { pageMeta } from "../features/seo/meta.ts";
import { StructuredData } from "../features/seo/StructuredData.tsx";
import { sharedApiContext } from "../server/api.server.ts";
import { expectOk, notFound, okOrNull } from "../server/api-response.ts";

/** /specialists/{id}: photo, position, experience, clinics, services, nearest free times (Physician). */
export async function loader({ context, url, params }: LoaderFunctionArgs) {
  const raw = params.id ?? "";
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2_147_483_647) return notFound();
  const api = context.get(sharedApiContext);
  const [found, clinicsAnswer] = await Promise.all([
    api.clinics.getSpecialist({ params: { id: Number(raw) } }),
    api.clinics.listClinics({ query: {} }),
  ]);
  const detail = okOrNull(found);
  if (!detail) return notFound();
  const { specialist } = detail;
  const cityClinics = expectOk(clinicsAnswer).clinics;
  const photo = specialistPhoto(specialist.image_id);
  const pageUrl = `${url.origin}/specialists/${specialist.id}`;
  return {
    specialist: {
      id: specialist.id,
      name: specialist.name,
      position: specialist.position,
      experience: experienceText(specialist.experience_years),
      bio: specialist.bio,
      education: specialist.education,
      photo,
      stores: specialist.stores.map((s) => ({ id: s.id, name: s.name, address: s.address })),
      services: specialist.services.map((s) => ({ name: s.name, href: servicePath(s) })),
    },
    nearest: await nearestTimes(api, specialist, cityClinics),
    structuredData: {
      "@context": "https://schema.org",
      "@type": "Physician",
      name: specialist.name,
      jobTitle: specialist.position,
      url: pageUrl,
      ...(photo ? { image: `${url.origin}${photo.src}` } : {}),
      hospitalAffiliation: specialist.stores.map((s) => ({
        "@type": "MedicalClinic",
        name: s.name,
        address: { "@type": "PostalAddress", streetAddress: s.address, addressCountry: "RU" },
        telephone: s.phones,
      })),
      availableService: specialist.services.map((s) => ({ "@type": "MedicalProcedure", name: s.name })),
    },
    canonical: pageUrl,
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(matches, {
        title: `${loaderData.specialist.name} — ${loaderData.specialist.position}`,
        description: `${loaderData.specialist.position}, ${loaderData.specialist.experience.toLowerCase()}. Запись на приём онлайн.`,
        canonical: loaderData.canonical,
      })
    : [];

export default function SpecialistRoute() {
  const { specialist, nearest, structuredData } = useLoaderData<typeof loader>();
  return (
    <LandingPage
      breadcrumbs={[
        { label: m.home, href: "/" },
        { label: m.specialists.title, href: "/specialists" },
        { label: specialist.name },
      ]}
      title={specialist.name}
      lead={specialist.position}
    >
      <div className={styles.profile}>
        {specialist.photo ? (
          <Picture
            src={specialist.photo.src}
            sources={specialist.photo.sources}
            sizes="240px"
            width={240}
            height={240}
            alt={specialist.name}
            className={styles.portrait}
          />
        ) : (
          <div className={styles.portrait} aria-hidden="true" />
        )}
        <div>
          <p className={styles.position}>{specialist.experience}</p>
          {specialist.bio ? <p className={styles.prose}>{specialist.bio}</p> : null}
          {specialist.education ? (
            <>
              <h2 className={styles.subTitle}>{m.specialists.education}</h2>
              <p className={styles.prose}>{specialist.education}</p>
            </>
          ) : null}
          <h2 className={styles.subTitle}>{m.specialists.clinicsHeading}</h2>
          <ul className={styles.list}>
            {specialist.stores.map((s) => (
              <li key={s.id}>
                {s.name}, {s.address}
              </li>
            ))}
          </ul>
          <h2 className={styles.subTitle}>{m.specialists.servicesHeading}</h2>
          <ul className={styles.list}>
            {specialist.services.map((s) => (
              <li key={s.href}>
                <a href={s.href}>{s.name}</a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <section id="nearest" aria-labelledby="nearest-title" className={styles.section}>
        <h2 id="nearest-title" className={styles.sectionTitle}>
          {m.specialists.nearestHeading}
        </h2>
        {nearest.map((entry) => (
          <div key={entry.clinic.id}>
            <h3 className={styles.subTitle}>
              {m.specialists.nearestIn(entry.clinic.name)}
              {entry.date ? `, ${longDateLabel(entry.date)}` : ""}
            </h3>
            <p className={styles.muted}>
              {entry.service.name} · {entry.clinic.address}
            </p>
            {entry.times.length > 0 ? (
              <ul
                className={styles.times}
                aria-label={`${m.specialists.nearestHeading}: ${entry.clinic.name}`}
              >
                {entry.times.map((t) => (
                  <li key={t.href}>
                    <a href={t.href}>{t.label}</a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>{m.specialists.noNearest}</p>
            )}
            <Button
              href={`/zapis/${entry.service.slug}?clinic=${entry.clinic.id}&specialist=${specialist.id}`}
              variant="secondary"
              size="sm"
            >
              {m.specialists.bookAt}
            </Button>
          </div>
        ))}
      </section>
      <StructuredData data={structuredData} />
    </LandingPage>
  );
}
