/** Regions and cities of Russia the shop delivers to. City id 1 is the default (domain DEFAULT_CITY). */

import { DEFAULT_CITY } from "@optika/domain/constants";

export type TRegionSeed = { id: number; name: string };
export type TCitySeed = {
  id: number;
  name: string;
  regionId: number;
  subDomain: string;
  /** the city has clinics/stores of the network (store list, MyACUVUE lens pick-up) */
  hasData: boolean;
  /** CDEK city code; null for towns the courier service does not cover */
  cdekId: number | null;
  isFavourite: boolean;
  sort: number;
};

export const REGIONS: readonly TRegionSeed[] = [
  { id: 1, name: "Свердловская область" },
  { id: 2, name: "Москва" },
  { id: 3, name: "Московская область" },
  { id: 4, name: "Санкт-Петербург" },
  { id: 5, name: "Ленинградская область" },
  { id: 6, name: "Челябинская область" },
  { id: 7, name: "Тюменская область" },
  { id: 8, name: "Пермский край" },
  { id: 9, name: "Курганская область" },
  { id: 10, name: "Ханты-Мансийский автономный округ — Югра" },
  { id: 11, name: "Ямало-Ненецкий автономный округ" },
  { id: 12, name: "Республика Башкортостан" },
  { id: 13, name: "Республика Татарстан" },
  { id: 14, name: "Новосибирская область" },
  { id: 15, name: "Омская область" },
  { id: 16, name: "Самарская область" },
  { id: 17, name: "Нижегородская область" },
  { id: 18, name: "Краснодарский край" },
  { id: 19, name: "Ростовская область" },
  { id: 20, name: "Воронежская область" },
  { id: 21, name: "Волгоградская область" },
  { id: 22, name: "Саратовская область" },
  { id: 23, name: "Красноярский край" },
  { id: 24, name: "Иркутская область" },
  { id: 25, name: "Оренбургская область" },
  { id: 26, name: "Удмуртская Республика" },
  { id: 27, name: "Кировская область" },
  { id: 28, name: "Ярославская область" },
  { id: 29, name: "Калининградская область" },
  { id: 30, name: "Приморский край" },
  { id: 31, name: "Хабаровский край" },
  { id: 32, name: "Томская область" },
  { id: 33, name: "Алтайский край" },
  { id: 34, name: "Кемеровская область — Кузбасс" },
  { id: 35, name: "Ульяновская область" },
  { id: 36, name: "Пензенская область" },
];

type TCityRow = readonly [
  name: string,
  regionId: number,
  subDomain: string,
  cdekId: number | null,
  flags?: { hasData?: boolean; isFavourite?: boolean },
];

/** Order = id order (id 1 first). */
const CITY_ROWS: readonly TCityRow[] = [
  ["Екатеринбург", 1, "ekb", 250, { hasData: true, isFavourite: true }],
  ["Москва", 2, "msk", 44, { hasData: true, isFavourite: true }],
  ["Санкт-Петербург", 4, "spb", 137, { hasData: true, isFavourite: true }],
  ["Челябинск", 6, "chelyabinsk", 259, { hasData: true, isFavourite: true }],
  ["Тюмень", 7, "tyumen", 252, { hasData: true, isFavourite: true }],
  ["Пермь", 8, "perm", 248, { hasData: true, isFavourite: true }],
  ["Нижний Тагил", 1, "ntagil", 251, { hasData: true }],
  ["Каменск-Уральский", 1, "kamensk-uralskiy", 1104, { hasData: true }],
  ["Первоуральск", 1, "pervouralsk", 1102, { hasData: true }],
  ["Верхняя Пышма", 1, "vpyshma", 1231, { hasData: true }],
  ["Берёзовский", 1, "berezovskiy", 1232],
  ["Асбест", 1, "asbest", 1233],
  ["Ревда", 1, "revda", 1234],
  ["Полевской", 1, "polevskoy", 1235],
  ["Серов", 1, "serov", 1236],
  ["Новоуральск", 1, "novouralsk", 1237],
  ["Краснотурьинск", 1, "krasnoturinsk", 1238],
  ["Арамиль", 1, "aramil", null],
  ["Сысерть", 1, "sysert", null],
  ["Курган", 9, "kurgan", 264, { hasData: true }],
  ["Шадринск", 9, "shadrinsk", 1301],
  ["Магнитогорск", 6, "magnitogorsk", 258],
  ["Златоуст", 6, "zlatoust", 1116],
  ["Миасс", 6, "miass", 1115],
  ["Копейск", 6, "kopeysk", null],
  ["Тобольск", 7, "tobolsk", 1156],
  ["Ишим", 7, "ishim", null],
  ["Сургут", 10, "surgut", 257],
  ["Нижневартовск", 10, "nizhnevartovsk", 271],
  ["Ханты-Мансийск", 10, "hmao", 262],
  ["Нефтеюганск", 10, "nefteyugansk", 1139],
  ["Новый Уренгой", 11, "nurengoy", 273],
  ["Ноябрьск", 11, "noyabrsk", 1143],
  ["Салехард", 11, "salehard", 1145],
  ["Березники", 8, "berezniki", 1105],
  ["Соликамск", 8, "solikamsk", null],
  ["Уфа", 12, "ufa", 256],
  ["Стерлитамак", 12, "sterlitamak", 1109],
  ["Казань", 13, "kazan", 424],
  ["Набережные Челны", 13, "chelny", 425],
  ["Новосибирск", 14, "novosibirsk", 270],
  ["Омск", 15, "omsk", 268],
  ["Самара", 16, "samara", 430],
  ["Тольятти", 16, "tolyatti", 431],
  ["Нижний Новгород", 17, "nnovgorod", 414],
  ["Краснодар", 18, "krasnodar", 435],
  ["Сочи", 18, "sochi", 437],
  ["Ростов-на-Дону", 19, "rostov", 438],
  ["Воронеж", 20, "voronezh", 506],
  ["Волгоград", 21, "volgograd", 426],
  ["Саратов", 22, "saratov", 428],
  ["Красноярск", 23, "krasnoyarsk", 278],
  ["Иркутск", 24, "irkutsk", 279],
  ["Оренбург", 25, "orenburg", 254],
  ["Орск", 25, "orsk", 1111],
  ["Ижевск", 26, "izhevsk", 253],
  ["Киров", 27, "kirov", 255],
  ["Ярославль", 28, "yaroslavl", 146],
  ["Калининград", 29, "kaliningrad", 152],
  ["Владивосток", 30, "vladivostok", 288],
  ["Хабаровск", 31, "habarovsk", 287],
  ["Томск", 32, "tomsk", 272],
  ["Барнаул", 33, "barnaul", 274],
  ["Кемерово", 34, "kemerovo", 276],
  ["Новокузнецк", 34, "novokuznetsk", 277],
  ["Ульяновск", 35, "ulyanovsk", 432],
  ["Пенза", 36, "penza", 504],
  ["Химки", 3, "himki", 1110],
  ["Подольск", 3, "podolsk", 1112],
  ["Балашиха", 3, "balashiha", 1113],
  ["Гатчина", 5, "gatchina", 1114],
];

export const CITIES: readonly TCitySeed[] = CITY_ROWS.map(
  ([name, regionId, subDomain, cdekId, flags], index) => ({
    id: index + 1,
    name,
    regionId,
    subDomain,
    hasData: flags?.hasData ?? false,
    cdekId,
    isFavourite: flags?.isFavourite ?? false,
    sort: (index + 1) * 10,
  }),
);

export const DEFAULT_CITY_ID = DEFAULT_CITY.id;

export function cityIdBySubDomain(subDomain: string): number {
  const city = CITIES.find((c) => c.subDomain === subDomain);
  if (!city) throw new Error(`unknown city ${subDomain}`);
  return city.id;
}
