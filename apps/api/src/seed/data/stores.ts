import { cityIdBySubDomain } from "./geo.ts";

/** Shops and clinics of the network. Most are in Екатеринбург. */
export type TStoreSeed = {
  id: number;
  cityId: number;
  name: string;
  address: string;
  lat: number;
  lon: number;
  phones: string[];
  hours: string;
  isClinic: boolean;
  sort: number;
};

const MALL_HOURS = "Ежедневно 10:00–22:00";
const STREET_HOURS = "Пн–Пт 09:00–20:00, Сб 10:00–18:00, Вс 10:00–17:00";
const CLINIC_HOURS = "Пн–Пт 08:00–20:00, Сб–Вс 09:00–18:00";

type TStoreRow = readonly [
  subDomain: string,
  name: string,
  address: string,
  lat: number,
  lon: number,
  phone: string,
  hours: string,
  isClinic: boolean,
];

const STORE_ROWS: readonly TStoreRow[] = [
  ["ekb", "Клиника на Вайнера", "ул. Вайнера, 9", 56.83647, 60.59912, "+7 (343) 286-11-01", CLINIC_HOURS, true],
  ["ekb", "Клиника на Малышева", "ул. Малышева, 51, БЦ «Высоцкий»", 56.83555, 60.61461, "+7 (343) 286-11-02", CLINIC_HOURS, true],
  ["ekb", "Оптика на Ленина", "пр. Ленина, 50", 56.84028, 60.62351, "+7 (343) 286-11-03", STREET_HOURS, false],
  ["ekb", "Оптика в ТРЦ «Гринвич»", "ул. 8 Марта, 46, ТРЦ «Гринвич», 2 этаж", 56.82864, 60.59907, "+7 (343) 286-11-04", MALL_HOURS, false],
  ["ekb", "Клиника на Куйбышева", "ул. Куйбышева, 67", 56.82981, 60.61802, "+7 (343) 286-11-05", CLINIC_HOURS, true],
  ["ekb", "Оптика на Крауля", "ул. Крауля, 44", 56.83218, 60.55661, "+7 (343) 286-11-06", STREET_HOURS, false],
  ["ekb", "Оптика в ТРЦ «МЕГА»", "ул. Металлургов, 87, ТРЦ «МЕГА»", 56.82769, 60.53781, "+7 (343) 286-11-07", MALL_HOURS, false],
  ["ekb", "Клиника на Бебеля", "ул. Бебеля, 17", 56.85198, 60.57382, "+7 (343) 286-11-08", CLINIC_HOURS, true],
  ["ekb", "Клиника на Космонавтов", "пр. Космонавтов, 46", 56.88957, 60.61263, "+7 (343) 286-11-09", CLINIC_HOURS, true],
  ["ekb", "Оптика на Шварца", "ул. Шварца, 17", 56.79902, 60.63341, "+7 (343) 286-11-10", STREET_HOURS, false],
  ["ekb", "Оптика в ТЦ «Кит»", "ул. Амундсена, 63", 56.80268, 60.57003, "+7 (343) 286-11-11", MALL_HOURS, false],
  ["ekb", "Клиника в Академическом", "ул. Академика Сахарова, 31", 56.78752, 60.50746, "+7 (343) 286-11-12", CLINIC_HOURS, true],
  ["ekb", "Оптика во ВТУЗгородке", "ул. Комсомольская, 37", 56.84409, 60.65398, "+7 (343) 286-11-13", STREET_HOURS, false],
  ["ekb", "Оптика в ТРЦ «Пассаж»", "ул. Вайнера, 10, ТРЦ «Пассаж»", 56.83717, 60.59789, "+7 (343) 286-11-14", MALL_HOURS, false],
  ["ntagil", "Клиника на Ленина", "пр. Ленина, 34", 57.91003, 59.97202, "+7 (3435) 41-22-01", CLINIC_HOURS, true],
  ["ntagil", "Оптика на Газетной", "ул. Газетная, 81", 57.90903, 59.96504, "+7 (3435) 41-22-02", STREET_HOURS, false],
  ["kamensk-uralskiy", "Оптика на Победы", "пр. Победы, 35", 56.41502, 61.92106, "+7 (3439) 32-45-01", STREET_HOURS, false],
  ["pervouralsk", "Оптика на Ватутина", "ул. Ватутина, 51", 56.90902, 59.94203, "+7 (3439) 66-70-01", STREET_HOURS, false],
  ["vpyshma", "Оптика на Юбилейной", "ул. Юбилейная, 18", 56.97004, 60.58502, "+7 (34368) 5-11-01", STREET_HOURS, false],
  ["chelyabinsk", "Клиника на Ленина", "пр. Ленина, 55", 55.16002, 61.39008, "+7 (351) 211-30-01", CLINIC_HOURS, true],
  ["chelyabinsk", "Оптика на Кирова", "ул. Кирова, 130", 55.16651, 61.40003, "+7 (351) 211-30-02", STREET_HOURS, false],
  ["tyumen", "Клиника на Республики", "ул. Республики, 61", 57.15003, 65.54502, "+7 (3452) 69-10-01", CLINIC_HOURS, true],
  ["tyumen", "Оптика на Мельникайте", "ул. Мельникайте, 106", 57.13502, 65.56204, "+7 (3452) 69-10-02", STREET_HOURS, false],
  ["perm", "Клиника на Ленина", "ул. Ленина, 60", 58.01352, 56.23803, "+7 (342) 259-40-01", CLINIC_HOURS, true],
  ["kurgan", "Оптика на Гоголя", "ул. Гоголя, 88", 55.44005, 65.34002, "+7 (3522) 46-50-01", STREET_HOURS, false],
  ["msk", "Клиника на Тверской", "ул. Тверская, 18, стр. 1", 55.76503, 37.60502, "+7 (495) 120-45-01", CLINIC_HOURS, true],
  ["spb", "Клиника на Невском", "Невский пр., 88", 59.93203, 30.35301, "+7 (812) 407-15-01", CLINIC_HOURS, true],
];

export const STORES: readonly TStoreSeed[] = STORE_ROWS.map(
  ([subDomain, name, address, lat, lon, phone, hours, isClinic], index) => ({
    id: index + 1,
    cityId: cityIdBySubDomain(subDomain),
    name,
    address,
    lat,
    lon,
    phones: isClinic ? [phone, "8 (800) 550-20-30"] : [phone],
    hours,
    isClinic,
    sort: (index + 1) * 10,
  }),
);
