import type { TClinicRef, TSpecialist } from "@optika/api-contract";
import { buildImageSet } from "@optika/domain/images";
import { pluralRu } from "@optika/domain/language";
import { clinicsMessages as m } from "./messages.ts";

/** 'Опыт 12 лет' */
export function experienceText(years: number): string {
  return m.specialists.experience(years, pluralRu(years, m.specialists.yearForms));
}

/** A specialist's photo as a `<picture>` set, or null without one. */
export function specialistPhoto(imageId: number | null) {
  return imageId === null ? null : buildImageSet(imageId, { fit: "contain" });
}

/** A specialist for the list: names of the clinics of this city where they work. */
export function specialistCardView(
  specialist: TSpecialist,
  clinics: ReadonlyMap<number, Pick<TClinicRef, "name">>,
) {
  return {
    id: specialist.id,
    name: specialist.name,
    position: specialist.position,
    experienceText: experienceText(specialist.experience_years),
    clinicsText: specialist.store_ids.flatMap((id) => clinics.get(id)?.name ?? []).join(", "),
    photo: specialistPhoto(specialist.image_id),
  };
}
