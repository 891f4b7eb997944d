/**
 * A small clinic network for the appointment and clinic integration tests, on top of the shared
 * fixture (test/fixture.ts): Екатеринбург clinic (store 2) with two specialists, a Владивосток
 * clinic (store 10) with one; services of 30 and 60 minutes. Ids are fixed so tests can name them.
 */
import type { TDb } from "../../db/client.ts";
import * as t from "../../db/schema.ts";
import { FX, insertFixture } from "../../test/fixture.ts";

export const CX = {
  store: { ekb: FX.store.ekbClinic, vladivostok: 10 },
  city: { ekb: FX.city.ekb, vladivostok: 10 },
  category: { diagnostics: 1, myopia: 2 },
  service: { exam: 1, myopia: 7, repair: 11 },
  specialist: { myopia: 1, optometrist: 2, vladivostok: 3 },
} as const;

const h = (n: number) => n * 60;

export async function insertClinicFixture(db: TDb): Promise<void> {
  await insertFixture(db);
  await db.insert(t.regions).values({ id: 30, name: "Приморский край" });
  await db.insert(t.cities).values({
    id: CX.city.vladivostok,
    name: "Владивосток",
    regionId: 30,
    subDomain: "vladivostok",
    hasData: true,
    cdekId: 288,
    sort: 10,
  });
  await db.insert(t.stores).values({
    id: CX.store.vladivostok,
    cityId: CX.city.vladivostok,
    name: "Клиника на Светланской",
    address: "ул. Светланская, 29",
    lat: 43.1,
    lon: 131.9,
    phones: ["+7 (423) 265-11-01"],
    hours: "Ежедневно 08:00–20:00",
    isClinic: true,
    sort: 10,
  });
  await db.insert(t.cityTimeZones).values([
    { cityId: FX.city.ekb, timeZone: "Asia/Yekaterinburg" },
    { cityId: FX.city.msk, timeZone: "Europe/Moscow" },
    { cityId: FX.city.tmn, timeZone: "Asia/Yekaterinburg" },
    { cityId: CX.city.vladivostok, timeZone: "Asia/Vladivostok" },
  ]);
  await db.insert(t.serviceCategories).values([
    { id: CX.category.diagnostics, slug: "diagnostika-zreniya", name: "Диагностика зрения", sort: 1 },
    { id: CX.category.myopia, slug: "kontrol-miopii", name: "Контроль миопии", sort: 2 },
  ]);
  await db.insert(t.services).values([
    {
      id: CX.service.exam,
      slug: "proverka-zreniya-vzroslym",
      categoryId: CX.category.diagnostics,
      name: "Проверка зрения для взрослых",
      price: 150_000,
      durationMinutes: 30,
      sort: 1,
    },
    {
      id: CX.service.myopia,
      slug: "konsultaciya-kontrol-miopii",
      categoryId: CX.category.myopia,
      name: "Консультация по контролю миопии у детей",
      price: 250_000,
      durationMinutes: 60,
      isForChildren: true,
      sort: 1,
    },
    {
      id: CX.service.repair,
      slug: "remont-ochkov-v-masterskoj",
      categoryId: CX.category.diagnostics,
      name: "Ремонт очков",
      price: 50_000,
      durationMinutes: 30,
      sort: 2,
    },
  ]);
  await db.insert(t.specialists).values([
    {
      id: CX.specialist.myopia,
      name: "Воронцова Анна Сергеевна",
      position: "Детский врач-офтальмолог",
      experienceYears: 14,
      sort: 1,
    },
    {
      id: CX.specialist.optometrist,
      name: "Морозов Дмитрий Андреевич",
      position: "Оптометрист",
      experienceYears: 5,
      sort: 2,
    },
    {
      id: CX.specialist.vladivostok,
      name: "Соловьев Илья Андреевич",
      position: "Врач-офтальмолог",
      experienceYears: 9,
      sort: 3,
    },
  ]);
  await db.insert(t.specialistStores).values([
    { specialistId: CX.specialist.myopia, storeId: CX.store.ekb },
    { specialistId: CX.specialist.optometrist, storeId: CX.store.ekb },
    { specialistId: CX.specialist.vladivostok, storeId: CX.store.vladivostok },
  ]);
  await db.insert(t.specialistServices).values([
    { specialistId: CX.specialist.myopia, serviceId: CX.service.exam },
    { specialistId: CX.specialist.myopia, serviceId: CX.service.myopia },
    { specialistId: CX.specialist.optometrist, serviceId: CX.service.exam },
    { specialistId: CX.specialist.vladivostok, serviceId: CX.service.exam },
  ]);
  const week = [1, 2, 3, 4, 5, 6, 7];
  await db
    .insert(t.clinicOpeningHours)
    .values(
      [CX.store.ekb, CX.store.vladivostok].flatMap((storeId) =>
        week.map((weekday) => ({ storeId, weekday, opensMinute: h(8), closesMinute: h(20) })),
      ),
    );
  await db
    .insert(t.clinicClosedDays)
    .values({ storeId: CX.store.ekb, day: "2027-01-01", reason: "Праздничный день" });
  await db.insert(t.specialistShifts).values([
    ...week.map((weekday) => ({
      specialistId: CX.specialist.myopia,
      weekday,
      storeId: CX.store.ekb,
      startsMinute: h(9),
      endsMinute: h(18),
      breakStartsMinute: h(13),
      breakEndsMinute: h(14),
    })),
    ...week.map((weekday) => ({
      specialistId: CX.specialist.optometrist,
      weekday,
      storeId: CX.store.ekb,
      startsMinute: h(10),
      endsMinute: h(19),
    })),
    ...week.map((weekday) => ({
      specialistId: CX.specialist.vladivostok,
      weekday,
      storeId: CX.store.vladivostok,
      startsMinute: h(9),
      endsMinute: h(18),
    })),
  ]);
  await db.insert(t.specialistDaysOff).values({ specialistId: CX.specialist.optometrist, day: "2026-11-26" });
}
