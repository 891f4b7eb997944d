import { quickBuyMessages } from "./messages.ts";

/** One value of an option group (a variant); id -1 is the 'Недоступно' placeholder. */
export type TOptionValue = { readonly id: number; readonly label: string; readonly value?: string };
export type TOptionGroup = {
  readonly groupId: number;
  readonly name: string;
  readonly values: readonly TOptionValue[];
};
/** The variant ids of one existing modification. */
export type TCombination = readonly number[];
/** groupId → chosen variant id; a group that is not chosen has no key. */
export type TSelection = Readonly<Record<number, number>>;
/** 'same': one set of options for both eyes; 'various': a second set for the other eye. */
export type TEyeMode = "same" | "various";

export type TCascadeState = {
  readonly groups: readonly TOptionGroup[];
  readonly combinations: readonly TCombination[];
  readonly eyeMode: TEyeMode;
  /** One selection per eye set: 1 in 'same' mode, 2 in 'various'. */
  readonly sets: readonly TSelection[];
};

export type TCascadeEvent =
  | { readonly type: "select"; readonly set: number; readonly groupId: number; readonly variantId: number }
  | { readonly type: "setEyeMode"; readonly mode: TEyeMode }
  | { readonly type: "reset" };

export type TGroupView = {
  readonly groupId: number;
  readonly name: string;
  readonly isRequired: boolean;
  /** The previous groups are chosen (or optional, or unavailable), so this one can be chosen. */
  readonly isEnabled: boolean;
  /** No value exists for this group while a combination does: shown as 'Недоступно', disabled. */
  readonly isUnavailable: boolean;
  /** Values that lead to at least one existing combination. */
  readonly options: readonly TOptionValue[];
  readonly selectedId: number | null;
};

export const UNAVAILABLE_OPTION: TOptionValue = { id: -1, label: quickBuyMessages.unavailable };
/** Groups that may stay unchosen when adding to the cart. */
export const OPTIONAL_GROUP_NAMES: readonly string[] = ["bundles"];

function isOptional(group: TOptionGroup): boolean {
  return OPTIONAL_GROUP_NAMES.includes(group.name);
}

type TResolved = { selection: TSelection; views: TGroupView[] };

/**
 * Walks the groups in order and settles one eye set: keeps only choices that still lead to an
 * existing combination, drops choices in groups that are not enabled yet, auto-selects a single
 * available value, and marks a group with no values (while a combination exists) unavailable (-1).
 */
function resolveSet(
  groups: readonly TOptionGroup[],
  combinations: readonly TCombination[],
  selection: TSelection,
): TResolved {
  const next: Record<number, number> = {};
  const views: TGroupView[] = [];
  let matching = combinations;
  let isEnabled = true;
  for (const group of groups) {
    const required = !isOptional(group);
    if (!isEnabled) {
      views.push({
        groupId: group.groupId,
        name: group.name,
        isRequired: required,
        isEnabled,
        isUnavailable: false,
        options: [],
        selectedId: null,
      });
      continue;
    }
    const options = group.values.filter((value) =>
      matching.some((combination) => combination.includes(value.id)),
    );
    const isUnavailable = options.length === 0 && matching.length > 0;
    let selectedId: number | null = null;
    if (isUnavailable) selectedId = UNAVAILABLE_OPTION.id;
    else {
      const wanted = selection[group.groupId];
      if (options.some((value) => value.id === wanted)) selectedId = wanted ?? null;
      else if (options.length === 1) selectedId = options[0]?.id ?? null;
    }
    if (selectedId !== null) {
      next[group.groupId] = selectedId;
      if (selectedId !== UNAVAILABLE_OPTION.id) {
        const chosen = selectedId;
        matching = matching.filter((combination) => combination.includes(chosen));
      }
    }
    views.push({
      groupId: group.groupId,
      name: group.name,
      isRequired: required && !isUnavailable,
      isEnabled: !isUnavailable,
      isUnavailable,
      options: isUnavailable ? [UNAVAILABLE_OPTION] : options,
      selectedId,
    });
    isEnabled = selectedId !== null || !required;
  }
  return { selection: next, views };
}

/** A fresh cascade for a product: its option groups (in order) and its existing combinations. */
export function createOptionCascade(
  groups: readonly TOptionGroup[],
  combinations: readonly TCombination[],
): TCascadeState {
  return { groups, combinations, eyeMode: "same", sets: [resolveSet(groups, combinations, {}).selection] };
}

function laterGroupsCleared(
  groups: readonly TOptionGroup[],
  selection: TSelection,
  groupId: number,
  variantId: number,
): TSelection {
  const index = groups.findIndex((group) => group.groupId === groupId);
  const next: Record<number, number> = {};
  groups.forEach((group, i) => {
    const value = selection[group.groupId];
    if (i < index && value !== undefined) next[group.groupId] = value;
  });
  next[groupId] = variantId;
  return next;
}

/** The state machine: state + event → state. Events that the view would not allow leave the state as it is. */
export function optionCascadeReducer(state: TCascadeState, event: TCascadeEvent): TCascadeState {
  const { groups, combinations } = state;
  switch (event.type) {
    case "reset":
      return createOptionCascade(groups, combinations);
    case "setEyeMode": {
      if (event.mode === state.eyeMode) return state;
      const first = state.sets[0] ?? {};
      const sets = event.mode === "same" ? [first] : [first, resolveSet(groups, combinations, {}).selection];
      return { ...state, eyeMode: event.mode, sets };
    }
    case "select": {
      const current = state.sets[event.set];
      if (!current) return state;
      const view = resolveSet(groups, combinations, current).views.find((g) => g.groupId === event.groupId);
      if (!view?.isEnabled || !view.options.some((value) => value.id === event.variantId)) return state;
      if (current[event.groupId] === event.variantId) return state;
      const cleared = laterGroupsCleared(groups, current, event.groupId, event.variantId);
      const resolved = resolveSet(groups, combinations, cleared).selection;
      return { ...state, sets: state.sets.map((selection, i) => (i === event.set ? resolved : selection)) };
    }
  }
}

/** What the UI draws for one eye set: each group with its offered values and choice. */
export function optionCascadeView(state: TCascadeState, set: number): readonly TGroupView[] {
  return resolveSet(state.groups, state.combinations, state.sets[set] ?? {}).views;
}

export type TCascadeValidation =
  | { readonly ok: true; readonly variantIdsBySet: readonly (readonly number[])[] }
  | {
      readonly ok: false;
      readonly message: string;
      readonly missing: readonly { set: number; groupId: number }[];
    };

/**
 * Before adding to the cart: every required group (all but bundles, not unavailable) is chosen in
 * every eye set, else 'Необходимо выбрать опции товара' with the groups to mark.
 */
export function validateOptionCascade(state: TCascadeState): TCascadeValidation {
  const missing: { set: number; groupId: number }[] = [];
  const variantIdsBySet = state.sets.map((_, set) => {
    const views = optionCascadeView(state, set);
    for (const view of views) {
      if (view.isRequired && view.selectedId === null) missing.push({ set, groupId: view.groupId });
    }
    return views.flatMap((view) =>
      view.selectedId === null || view.selectedId === UNAVAILABLE_OPTION.id ? [] : [view.selectedId],
    );
  });
  if (missing.length > 0) return { ok: false, message: quickBuyMessages.chooseOptions, missing };
  return { ok: true, variantIdsBySet };
}
