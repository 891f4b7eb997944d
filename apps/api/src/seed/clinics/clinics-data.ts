/**
 * The clinic network's schedules and people: time zones of the cities, two more clinics at the
 * ends of the country (Калининград, Владивосток), weekly hours, specialists and their shifts.
 */
import { cityIdBySubDomain } from "../data/geo.ts";
import type { SERVICES_BY_ROLE } from "./services-data.ts";

/** IANA zone by region id (data/geo.ts REGIONS). */
const ZONE_BY_REGION: Readonly<Record<number, string>> = {
  1: "Asia/Yekaterinburg",
  2: "Europe/Moscow",
  3: "Europe/Moscow",
  4: "Europe/Moscow",
  5: "Europe/Moscow",
  6: "Asia/Yekaterinburg",
  7: "Asia/Yekaterinburg",
  8: "Asia/Yekaterinburg",
  9: "Asia/Yekaterinburg",
  10: "Asia/Yekaterinburg",
  11: "Asia/Yekaterinburg",
  12: "Asia/Yekaterinburg",
  13: "Europe/Moscow",
  14: "Asia/Novosibirsk",
  15: "Asia/Omsk",
  16: "Europe/Samara",
  17: "Europe/Moscow",
  18: "Europe/Moscow",
  19: "Europe/Moscow",
  20: "Europe/Moscow",
  21: "Europe/Volgograd",
  22: "Europe/Saratov",
  23: "Asia/Krasnoyarsk",
  24: "Asia/Irkutsk",
  25: "Asia/Yekaterinburg",
  26: "Europe/Samara",
  27: "Europe/Kirov",
  28: "Europe/Moscow",
  29: "Europe/Kaliningrad",
  30: "Asia/Vladivostok",
  31: "Asia/Vladivostok",
  32: "Asia/Tomsk",
  33: "Asia/Barnaul",
  34: "Asia/Novokuznetsk",
  35: "Europe/Ulyanovsk",
  36: "Europe/Moscow",
};

export function timeZoneOfRegion(regionId: number): string {
  const zone = ZONE_BY_REGION[regionId];
  if (!zone) throw new Error(`no time zone for region ${regionId}`);
  return zone;
}

/** Clinics this module adds to the store network (the ends of the country's time zones). */
export const EXTRA_CLINICS = [
  {
    id: 28,
    cityId: cityIdBySubDomain("kaliningrad"),
    name: "Клиника на Ленинском",
    address: "Ленинский пр., 30",
    lat: 54.71019,
    lon: 20.51055,
    phones: ["+7 (4012) 52-11-01", "8 (800) 550-20-30"],
    hours: "Пн–Пт 08:00–20:00, Сб–Вс 09:00–18:00",
    isClinic: true,
    sort: 280,
  },
  {
    id: 29,
    cityId: cityIdBySubDomain("vladivostok"),
    name: "Клиника на Светланской",
    address: "ул. Светланская, 29",
    lat: 43.11589,
    lon: 131.88573,
    phones: ["+7 (423) 265-11-01", "8 (800) 550-20-30"],
    hours: "Пн–Пт 08:00–20:00, Сб–Вс 09:00–18:00",
    isClinic: true,
    sort: 290,
  },
] as const;

const h = (hhmm: string) => {
  const [hh, mm] = hhmm.split(":").map(Number);
  return (hh ?? 0) * 60 + (mm ?? 0);
};

/** Opening hours of every clinic (as the stores' `hours` text says: Пн–Пт 08:00–20:00, Сб–Вс 09:00–18:00). */
export const CLINIC_WEEK = [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
  weekday <= 5
    ? { weekday, opens: h("08:00"), closes: h("20:00") }
    : { weekday, opens: h("09:00"), closes: h("18:00") },
);

type TShiftSeed = {
  weekday: number;
  starts: number;
  ends: number;
  breakStarts: number | null;
  breakEnds: number | null;
};

const shift = (weekday: number, starts: string, ends: string, pause?: [string, string]): TShiftSeed => ({
  weekday,
  starts: h(starts),
  ends: h(ends),
  breakStarts: pause ? h(pause[0]) : null,
  breakEnds: pause ? h(pause[1]) : null,
});

/** Weekly shifts by role (local times of the clinic). */
export const SHIFTS_BY_ROLE: Readonly<Record<keyof typeof SERVICES_BY_ROLE, readonly TShiftSeed[]>> = {
  ophthalmologist: [
    ...[1, 2, 3, 4, 5].map((d) => shift(d, "09:00", "18:00", ["13:00", "14:00"])),
    shift(6, "10:00", "16:00"),
  ],
  optometrist: [
    ...[1, 3, 5].map((d) => shift(d, "12:00", "20:00", ["15:30", "16:00"])),
    ...[2, 4].map((d) => shift(d, "08:00", "16:00", ["12:00", "12:30"])),
    shift(7, "09:00", "18:00", ["13:00", "14:00"]),
  ],
  optician: [1, 2, 3, 4, 5, 6].map((d) => shift(d, "10:00", "19:00", ["14:00", "15:00"])),
  childOphthalmologist: [],
};

export type TRole = keyof typeof SERVICES_BY_ROLE;

export const POSITION_BY_ROLE: Readonly<Record<TRole, string>> = {
  ophthalmologist: "Врач-офтальмолог",
  childOphthalmologist: "Детский врач-офтальмолог",
  optometrist: "Оптометрист",
  optician: "Мастер-оптик",
};

const BIO_BY_ROLE: Readonly<Record<TRole, string>> = {
  ophthalmologist:
    "Проводит диагностику зрения, подбирает очковую и контактную коррекцию, наблюдает пациентов с близорукостью и сухостью глаз.",
  childOphthalmologist:
    "Специализируется на детском зрении и контроле миопии: подбор линз MiSight 1 day и ортокератологических линз, наблюдение за ростом глаза.",
  optometrist: "Проверяет зрение, подбирает очки и контактные линзы, обучает надеванию и уходу за линзами.",
  optician: "Ремонтирует и подгоняет очки, помогает выбрать оправу и линзы по рецепту.",
};

const EDUCATION_BY_ROLE: Readonly<Record<TRole, string>> = {
  ophthalmologist: "Уральский государственный медицинский университет, ординатура по офтальмологии",
  childOphthalmologist:
    "Уральский государственный медицинский университет, ординатура по офтальмологии; курсы по контролю миопии",
  optometrist: "Медицинский колледж, специальность «Медицинская оптика»",
  optician: "Курсы мастеров-оптиков-консультантов",
};

export function bioOf(role: TRole): { bio: string; education: string } {
  return { bio: BIO_BY_ROLE[role], education: EDUCATION_BY_ROLE[role] };
}

/** Names used in order: three per clinic (ophthalmologist, optometrist, optician). */
export const SPECIALIST_NAMES: readonly string[] = [
  "Соколова Елена Викторовна",
  "Морозов Дмитрий Андреевич",
  "Кузнецов Игорь Петрович",
  "Лебедева Ольга Николаевна",
  "Новикова Мария Александровна",
  "Попов Сергей Владимирович",
  "Козлова Татьяна Игоревна",
  "Волкова Наталья Сергеевна",
  "Зайцев Алексей Михайлович",
  "Павлова Ирина Юрьевна",
  "Семенова Екатерина Олеговна",
  "Голубев Андрей Викторович",
  "Виноградова Светлана Павловна",
  "Богданова Юлия Андреевна",
  "Федоров Максим Игоревич",
  "Михайлова Анастасия Дмитриевна",
  "Беляева Ксения Романовна",
  "Тарасов Николай Сергеевич",
  "Белова Людмила Ивановна",
  "Комарова Дарья Евгеньевна",
  "Орлов Павел Александрович",
  "Киселева Вероника Олеговна",
  "Макарова Алина Руслановна",
  "Андреев Роман Валерьевич",
  "Ковалева Полина Викторовна",
  "Ильина Галина Петровна",
  "Гусев Артём Николаевич",
  "Титова Марина Владимировна",
  "Кузьмина Оксана Сергеевна",
  "Кудрявцев Владимир Ильич",
  "Баранова Евгения Андреевна",
  "Куликова Валерия Максимовна",
  "Алексеев Денис Олегович",
  "Степанова Анна Игоревна",
  "Яковлева Елизавета Павловна",
  "Сорокин Константин Юрьевич",
  "Романова Виктория Андреевна",
  "Воробьева Ольга Дмитриевна",
  "Фролов Евгений Сергеевич",
  "Жукова Лариса Николаевна",
  "Никитина Алёна Викторовна",
  "Соловьев Илья Андреевич",
];

/** The child myopia specialist of Екатеринбург: Вайнера (store 1) Mon, Wed, Fri, Sun; Академический (store 12) Tue, Thu, Sat. */
export const CHILD_MYOPIA_SPECIALIST = {
  id: 1,
  name: "Воронцова Анна Сергеевна",
  role: "childOphthalmologist" as const,
  experienceYears: 14,
  shifts: [
    ...[1, 3, 5].map((d) => ({ storeId: 1, ...shift(d, "09:00", "17:00", ["13:00", "14:00"]) })),
    { storeId: 1, ...shift(7, "10:00", "16:00") },
    ...[2, 4].map((d) => ({ storeId: 12, ...shift(d, "10:00", "18:00", ["14:00", "14:30"]) })),
    { storeId: 12, ...shift(6, "10:00", "17:00", ["13:00", "13:30"]) },
  ],
};

/** National holidays the clinics close on (month-day), for the current and next years. */
export const CLINIC_HOLIDAYS = ["01-01", "01-02", "01-07", "05-09"] as const;
