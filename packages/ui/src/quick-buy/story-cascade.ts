import {
  createOptionCascade,
  optionCascadeReducer,
  type TCascadeEvent,
  type TCascadeState,
  type TOptionGroup,
} from "@optika/domain/quick-buy";

/** A toric lens for the stories: sphere (30 values), base curve (one), cylinder, axis, pack. */
const spheres = Array.from({ length: 30 }, (_, i) => -8 + i * 0.25);
export const storyGroups: TOptionGroup[] = [
  {
    groupId: 1,
    name: "sphere",
    values: spheres.map((v, i) => ({ id: 100 + i, label: v > 0 ? `+${v.toFixed(2)}` : v.toFixed(2) })),
  },
  { groupId: 2, name: "base_curve", values: [{ id: 200, label: "8.6" }] },
  {
    groupId: 3,
    name: "cylinder",
    values: [
      { id: 300, label: "-0.75" },
      { id: 301, label: "-1.25" },
      { id: 302, label: "-1.75" },
    ],
  },
  {
    groupId: 4,
    name: "axis",
    values: [
      { id: 400, label: "10°" },
      { id: 401, label: "90°" },
      { id: 402, label: "180°" },
    ],
  },
  { groupId: 5, name: "items_in_pack", values: [{ id: 500, label: "6" }] },
];

export const storyTitles: Record<number, string> = {
  1: "Оптическая сила (Сфера)",
  2: "Радиус кривизны",
  3: "Оптическая сила (Цилиндр)",
  4: "Ось",
  5: "Линз в упаковке",
};

/** Every sphere × cylinder × axis, except that −1.75 is made for the 180° axis only. */
const combinations = spheres.flatMap((_, s) =>
  [300, 301, 302].flatMap((cyl) =>
    [400, 401, 402]
      .filter((axis) => cyl !== 302 || axis === 402)
      .map((axis) => [100 + s, 200, cyl, axis, 500]),
  ),
);

/** A product whose pack group has no value for the −8.00 power (shown 'Недоступно'). */
const combinationsWithGap = combinations.map((combination) =>
  combination[0] === 100 ? combination.slice(0, 4) : combination,
);

export function storyCascade(events: readonly TCascadeEvent[], withGap = false): TCascadeState {
  return events.reduce(
    optionCascadeReducer,
    createOptionCascade(storyGroups, withGap ? combinationsWithGap : combinations),
  );
}
