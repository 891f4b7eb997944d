/**
 * Seeds the clinic network (issue 13): city time zones, two clinics at the ends of the country,
 * service categories and services, specialists with their clinics, services and portraits, weekly
 * opening hours and shifts (rules, so nothing needs regenerating as days pass), holidays and a
 * vacation (exceptions). Called once by seedDatabase inside its transaction.
 */
import { addIsoDays } from "@optika/domain/appointments";
import { inArray, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import * as t from "../../db/schema.ts";
import { CITIES } from "../data/geo.ts";
import { STORES } from "../data/stores.ts";
import {
  bioOf,
  CHILD_MYOPIA_SPECIALIST,
  CLINIC_HOLIDAYS,
  CLINIC_WEEK,
  EXTRA_CLINICS,
  POSITION_BY_ROLE,
  SHIFTS_BY_ROLE,
  SPECIALIST_NAMES,
  type TRole,
  timeZoneOfRegion,
} from "./clinics-data.ts";
import { SERVICE_CATEGORIES, SERVICES, SERVICES_BY_ROLE } from "./services-data.ts";

/** Specialists' portraits: image rows far above the catalogue's ids (drawn as a named placeholder). */
export const SPECIALIST_IMAGE_ID_BASE = 1_900_000_000;

const ROLES_PER_CLINIC: readonly TRole[] = ["ophthalmologist", "optometrist", "optician"];

export type TClinicSeedCounts = { clinics: number; services: number; specialists: number };

export async function seedClinics(db: TDb, options: { today: string }): Promise<TClinicSeedCounts> {
  // seedDatabase runs this only on an empty or reset database; a reset's TRUNCATE … CASCADE reaches
  // the tables that point at stores, cities and images, not these
  await db.execute(sql`TRUNCATE "services", "service_categories" RESTART IDENTITY CASCADE`);
  await db.insert(t.stores).values(EXTRA_CLINICS.map((c) => ({ ...c, phones: [...c.phones] })));
  await db
    .update(t.cities)
    .set({ hasData: true })
    .where(
      inArray(
        t.cities.id,
        EXTRA_CLINICS.map((c) => c.cityId),
      ),
    );
  await db
    .insert(t.cityTimeZones)
    .values(CITIES.map((c) => ({ cityId: c.id, timeZone: timeZoneOfRegion(c.regionId) })));

  await db.insert(t.serviceCategories).values(SERVICE_CATEGORIES.map((c) => ({ ...c })));
  await db.insert(t.services).values(SERVICES.map((s) => ({ ...s })));

  const clinicIds = [...STORES.filter((s) => s.isClinic).map((s) => s.id), ...EXTRA_CLINICS.map((c) => c.id)];
  await db.insert(t.clinicOpeningHours).values(
    clinicIds.flatMap((storeId) =>
      CLINIC_WEEK.map((d) => ({
        storeId,
        weekday: d.weekday,
        opensMinute: d.opens,
        closesMinute: d.closes,
      })),
    ),
  );
  const year = Number(options.today.slice(0, 4));
  await db
    .insert(t.clinicClosedDays)
    .values(
      clinicIds.flatMap((storeId) =>
        [year, year + 1].flatMap((y) =>
          CLINIC_HOLIDAYS.map((md) => ({ storeId, day: `${y}-${md}`, reason: "Праздничный день" })),
        ),
      ),
    );

  type TSpecialistRow = typeof t.specialists.$inferInsert;
  const people: TSpecialistRow[] = [];
  const links: { specialistId: number; storeId: number }[] = [];
  const skills: { specialistId: number; serviceId: number }[] = [];
  const shifts: (typeof t.specialistShifts.$inferInsert)[] = [];

  const child = CHILD_MYOPIA_SPECIALIST;
  people.push({
    id: child.id,
    name: child.name,
    position: POSITION_BY_ROLE[child.role],
    experienceYears: child.experienceYears,
    ...bioOf(child.role),
    sort: 10,
  });
  for (const storeId of new Set(child.shifts.map((s) => s.storeId)))
    links.push({ specialistId: child.id, storeId });
  for (const serviceId of SERVICES_BY_ROLE[child.role]) skills.push({ specialistId: child.id, serviceId });
  for (const s of child.shifts) {
    shifts.push({
      specialistId: child.id,
      weekday: s.weekday,
      storeId: s.storeId,
      startsMinute: s.starts,
      endsMinute: s.ends,
      breakStartsMinute: s.breakStarts,
      breakEndsMinute: s.breakEnds,
    });
  }

  let nextId = 2;
  let nameIndex = 0;
  for (const storeId of clinicIds) {
    for (const role of ROLES_PER_CLINIC) {
      const id = nextId++;
      const name = SPECIALIST_NAMES[nameIndex++ % SPECIALIST_NAMES.length] as string;
      people.push({
        id,
        name,
        position: POSITION_BY_ROLE[role],
        experienceYears: 3 + ((id * 7) % 22),
        ...bioOf(role),
        sort: id * 10,
      });
      links.push({ specialistId: id, storeId });
      for (const serviceId of SERVICES_BY_ROLE[role]) skills.push({ specialistId: id, serviceId });
      for (const s of SHIFTS_BY_ROLE[role]) {
        shifts.push({
          specialistId: id,
          weekday: s.weekday,
          storeId,
          startsMinute: s.starts,
          endsMinute: s.ends,
          breakStartsMinute: s.breakStarts,
          breakEndsMinute: s.breakEnds,
        });
      }
    }
  }
  await db.insert(t.images).values(
    people.map((p) => ({
      id: SPECIALIST_IMAGE_ID_BASE + (p.id as number),
      kind: "portrait",
      spec: { kind: "portrait" },
      alt: p.name,
    })),
  );
  await db
    .insert(t.specialists)
    .values(people.map((p) => ({ ...p, imageId: SPECIALIST_IMAGE_ID_BASE + (p.id as number) })));
  await db.insert(t.specialistStores).values(links);
  await db.insert(t.specialistServices).values(skills);
  await db.insert(t.specialistShifts).values(shifts);
  // an exception to the weekly rules: the first clinic's ophthalmologist is on leave for a week, in 20 days
  await db
    .insert(t.specialistDaysOff)
    .values(
      Array.from({ length: 7 }, (_, i) => ({ specialistId: 2, day: addIsoDays(options.today, 20 + i) })),
    );

  return { clinics: clinicIds.length, services: SERVICES.length, specialists: people.length };
}
