import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createOptionCascade,
  optionCascadeReducer,
  optionCascadeView,
  type TCascadeEvent,
  type TCascadeState,
  type TCombination,
  type TOptionGroup,
  validateOptionCascade,
} from "./option-cascade.ts";

const v = (id: number, label = String(id)) => ({ id, label });
const SPHERE: TOptionGroup = {
  groupId: 1,
  name: "Оптическая сила (Сфера)",
  values: [v(11, "-1.00"), v(12, "-1.50"), v(13, "-2.00")],
};
const RADIUS: TOptionGroup = { groupId: 2, name: "Радиус кривизны", values: [v(21, "8.4"), v(22, "8.8")] };
const CYLINDER: TOptionGroup = { groupId: 3, name: "Цилиндр", values: [v(31, "-0.75"), v(32, "-1.25")] };
const PACK: TOptionGroup = { groupId: 4, name: "items_in_pack", values: [v(41, "30"), v(42, "90")] };
const BUNDLES: TOptionGroup = {
  groupId: 5,
  name: "bundles",
  values: [v(51, "+ раствор"), v(52, "+ контейнер")],
};
const GROUPS = [SPHERE, RADIUS, CYLINDER, PACK, BUNDLES];
const COMBINATIONS: TCombination[] = [
  [11, 21, 31, 41, 51],
  [11, 21, 32, 41, 52],
  [11, 22, 31, 42, 51],
  [12, 21, 31, 41, 51],
  [12, 21, 31, 42, 52],
  [13, 22, 41],
];

const start = () => createOptionCascade(GROUPS, COMBINATIONS);
const select = (state: TCascadeState, groupId: number, variantId: number, set = 0) =>
  optionCascadeReducer(state, { type: "select", set, groupId, variantId });
const viewOf = (state: TCascadeState, groupId: number, set = 0) =>
  optionCascadeView(state, set).find((g) => g.groupId === groupId);

describe("option cascade", () => {
  it("enables only the first group at the start", () => {
    const views = optionCascadeView(start(), 0);
    expect(views.map((g) => g.isEnabled)).toEqual([true, false, false, false, false]);
    expect(views[0]?.options.map((o) => o.id)).toEqual([11, 12, 13]);
    expect(views[1]?.options).toEqual([]);
  });
  it("enables a group once the previous one is chosen and offers only existing combinations", () => {
    const state = select(start(), 1, 11);
    expect(viewOf(state, 2)?.isEnabled).toBe(true);
    expect(viewOf(state, 2)?.options.map((o) => o.id)).toEqual([21, 22]);
    expect(viewOf(state, 3)?.isEnabled).toBe(false);
  });
  it("auto-selects a single available value", () => {
    const state = select(start(), 1, 12);
    expect(state.sets[0]).toEqual({ 1: 12, 2: 21, 3: 31 });
    expect(viewOf(state, 4)?.options.map((o) => o.id)).toEqual([41, 42]);
  });
  it("marks a group with no values but an existing combination unavailable and disabled", () => {
    const state = select(start(), 1, 13);
    const cylinder = viewOf(state, 3);
    expect(cylinder?.isUnavailable).toBe(true);
    expect(cylinder?.isEnabled).toBe(false);
    expect(cylinder?.options).toEqual([{ id: -1, label: "Недоступно" }]);
    expect(cylinder?.selectedId).toBe(-1);
    expect(state.sets[0]).toEqual({ 1: 13, 2: 22, 3: -1, 4: 41, 5: -1 });
    expect(viewOf(state, 5)?.isUnavailable).toBe(true);
    expect(validateOptionCascade(state)).toEqual({ ok: true, variantIdsBySet: [[13, 22, 41]] });
  });
  it("clears the later groups when a group changes", () => {
    let state = select(start(), 1, 11);
    state = select(state, 2, 21);
    state = select(state, 3, 31);
    expect(state.sets[0]).toEqual({ 1: 11, 2: 21, 3: 31, 4: 41, 5: 51 });
    state = select(state, 2, 22);
    expect(state.sets[0]).toEqual({ 1: 11, 2: 22, 3: 31, 4: 42, 5: 51 });
    state = select(state, 1, 12);
    expect(state.sets[0]).toEqual({ 1: 12, 2: 21, 3: 31 });
  });
  it("ignores choices the view would not allow", () => {
    const initial = start();
    expect(select(initial, 2, 21)).toBe(initial);
    expect(select(initial, 1, 99)).toBe(initial);
    expect(select(initial, 9, 11)).toBe(initial);
    expect(select(initial, 1, 11, 1)).toBe(initial);
    const chosen = select(initial, 1, 12);
    expect(select(chosen, 1, 12)).toBe(chosen);
    expect(select(select(initial, 1, 13), 3, -1)).toEqual(select(initial, 1, 13));
  });
  it("does not require bundles, but every other group", () => {
    let state = select(start(), 1, 11);
    const missing = validateOptionCascade(state);
    expect(missing).toEqual({
      ok: false,
      message: "Необходимо выбрать опции товара",
      missing: [
        { set: 0, groupId: 2 },
        { set: 0, groupId: 3 },
        { set: 0, groupId: 4 },
      ],
    });
    state = select(select(state, 2, 22), 3, 31);
    expect(state.sets[0]).toEqual({ 1: 11, 2: 22, 3: 31, 4: 42, 5: 51 });
    state = select(select(select(start(), 1, 12), 4, 41), 5, 51);
    expect(validateOptionCascade(state)).toEqual({ ok: true, variantIdsBySet: [[12, 21, 31, 41, 51]] });
  });
  it("lets a later group be chosen while an optional group stays empty", () => {
    const groups = [SPHERE, BUNDLES, PACK];
    const state = createOptionCascade(groups, [
      [11, 51, 41],
      [11, 52, 42],
    ]);
    const chosen = optionCascadeReducer(state, { type: "select", set: 0, groupId: 1, variantId: 11 });
    const views = optionCascadeView(chosen, 0);
    expect(views[1]?.isRequired).toBe(false);
    expect(views[2]?.isEnabled).toBe(true);
    expect(views[2]?.options.map((o) => o.id)).toEqual([41, 42]);
  });
  it("handles a product without combinations", () => {
    const state = createOptionCascade([SPHERE], []);
    expect(optionCascadeView(state, 0)[0]).toMatchObject({
      isEnabled: true,
      isUnavailable: false,
      options: [],
    });
    expect(validateOptionCascade(state).ok).toBe(false);
  });
});

describe("two eye sets", () => {
  it("adds a second set for the other eye and goes back to the first only", () => {
    let state = select(start(), 1, 12);
    state = optionCascadeReducer(state, { type: "setEyeMode", mode: "various" });
    expect(state.eyeMode).toBe("various");
    expect(state.sets).toHaveLength(2);
    expect(state.sets[1]).toEqual({});
    state = select(state, 1, 11, 1);
    expect(state.sets[1]).toEqual({ 1: 11 });
    expect(validateOptionCascade(state).ok).toBe(false);
    expect(optionCascadeReducer(state, { type: "setEyeMode", mode: "various" })).toBe(state);
    state = optionCascadeReducer(state, { type: "setEyeMode", mode: "same" });
    expect(state.sets).toEqual([{ 1: 12, 2: 21, 3: 31 }]);
  });
  it("resets to the start", () => {
    const state = optionCascadeReducer(select(start(), 1, 12), { type: "reset" });
    expect(state).toEqual(start());
  });
  it("survives an empty set list", () => {
    const broken: TCascadeState = { ...start(), sets: [] };
    const next = optionCascadeReducer(broken, { type: "setEyeMode", mode: "various" });
    expect(next.sets).toEqual([{}, {}]);
    expect(optionCascadeView(broken, 0)).toHaveLength(5);
  });
});

describe("cascade laws", () => {
  const ids = [11, 12, 13, 21, 22, 31, 32, 41, 42, 51, 52];
  const combinationsArb = fc.array(fc.subarray(ids, { minLength: 1 }), { maxLength: 8 });
  const eventArb: fc.Arbitrary<TCascadeEvent> = fc.oneof(
    fc.record({
      type: fc.constant("select" as const),
      set: fc.constantFrom(0, 1),
      groupId: fc.constantFrom(1, 2, 3, 4, 5),
      variantId: fc.constantFrom(...ids, -1),
    }),
    fc.record({
      type: fc.constant("setEyeMode" as const),
      mode: fc.constantFrom("same" as const, "various" as const),
    }),
  );

  it("never offers or keeps a value with no existing combination, nor a later choice after an earlier change", () => {
    fc.assert(
      fc.property(combinationsArb, fc.array(eventArb, { maxLength: 15 }), (combinations, events) => {
        let state = createOptionCascade(GROUPS, combinations);
        for (const event of events) {
          const before = state;
          state = optionCascadeReducer(state, event);
          state.sets.forEach((selection, set) => {
            const chosen = Object.values(selection).filter((id) => id !== -1);
            if (chosen.length > 0)
              expect(combinations.some((c) => chosen.every((id) => c.includes(id)))).toBe(true);
            for (const view of optionCascadeView(state, set)) {
              for (const option of view.options) {
                if (option.id !== -1) expect(combinations.some((c) => c.includes(option.id))).toBe(true);
              }
            }
          });
          if (event.type === "select" && state !== before) {
            const index = GROUPS.findIndex((g) => g.groupId === event.groupId);
            const views = optionCascadeView(state, event.set);
            views.slice(index + 1).forEach((view) => {
              if (view.selectedId === null || view.isUnavailable) return;
              expect(view.options).toHaveLength(1);
            });
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
