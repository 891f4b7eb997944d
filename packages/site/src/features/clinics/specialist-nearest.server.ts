import type { TClinic, TSpecialistDetail } from "@optika/api-contract";
import type { TApiClient } from "../../server/api.server.ts";

/** How many clinics and free times the specialist's page shows. */
const CLINICS_SHOWN = 3;
const TIMES_SHOWN = 8;

export type TNearestTimes = {
  clinic: { id: number; name: string; address: string };
  service: { slug: string; name: string };
  date: string | null;
  times: Array<{ label: string; href: string }>;
};

/**
 * The nearest free times of a specialist in each of their clinics of the current city (else their
 * first clinics), for their first service that clinic offers: the first day with free times within the API's
 * default two weeks; each time links straight to the wizard's contacts step.
 */
export async function nearestTimes(
  api: TApiClient,
  specialist: TSpecialistDetail,
  cityClinics: ReadonlyArray<Pick<TClinic, "id" | "service_ids">>,
): Promise<TNearestTimes[]> {
  const offered = new Map(cityClinics.map((c) => [c.id, new Set(c.service_ids)]));
  const local = specialist.stores.filter((s) => offered.has(s.id));
  const stores = (local.length > 0 ? local : specialist.stores).slice(0, CLINICS_SHOWN).flatMap((store) => {
    // the specialist's first service that this clinic offers (any of theirs outside the city)
    const here = offered.get(store.id);
    const service = specialist.services.find((s) => !here || here.has(s.id));
    return service ? [{ store, service }] : [];
  });
  const answers = await Promise.all(
    stores.map(({ store, service }) =>
      api.appointments.slots({ query: { service: service.id, store: store.id, specialist: specialist.id } }),
    ),
  );
  return stores.map(({ store, service }, i) => {
    const answer = answers[i];
    const day = answer?.status === 200 ? answer.body.days.find((d) => d.slots.length > 0) : undefined;
    const base = `/zapis/${service.slug}?clinic=${store.id}&specialist=${specialist.id}`;
    return {
      clinic: { id: store.id, name: store.name, address: store.address },
      service: { slug: service.slug, name: service.name },
      date: day?.date ?? null,
      times: (day?.slots ?? []).slice(0, TIMES_SHOWN).map((slot) => ({
        label: slot.time,
        href: `${base}&date=${day?.date}&time=${encodeURIComponent(slot.starts_at)}`,
      })),
    };
  });
}
