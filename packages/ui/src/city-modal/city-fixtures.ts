import type { ICityOption, IRegionOption } from "./types.ts";

/** Cities and regions for the city modal's stories and tests (a region without cities included). */
export const fixtureRegions: IRegionOption[] = [
  { id: 1, name: "Свердловская область" },
  { id: 2, name: "Москва" },
  { id: 3, name: "Тюменская область" },
  { id: 4, name: "Регион без городов" },
  { id: 5, name: "Челябинская область" },
];

export const fixtureCities: ICityOption[] = [
  { id: 1, name: "Екатеринбург", regionId: 1 },
  { id: 2, name: "Москва", regionId: 2 },
  { id: 3, name: "Тюмень", regionId: 3 },
  { id: 4, name: "Берёзовский", regionId: 1 },
  { id: 5, name: "Нижний Тагил", regionId: 1 },
  { id: 6, name: "Челябинск", regionId: 5 },
  { id: 7, name: "Тобольск", regionId: 3 },
];

export const fixtureFavorites: ICityOption[] = fixtureCities.filter((c) => [1, 2, 3, 6].includes(c.id));
