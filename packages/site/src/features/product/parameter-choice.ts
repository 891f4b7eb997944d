import type { TChosen } from "./availability-api.ts";
import type { TProductPageGroup } from "./product-page.ts";

/*
 * The order rule of choosing parameters (spec §4): groups are chosen in order; a group opens once
 * every required group before it is chosen; choosing in a group clears the later choices.
 */

type TGroup = Pick<TProductPageGroup, "groupId" | "isOptional">;

/** Ids of the groups that can be chosen now. */
export function openGroupIds(groups: readonly TGroup[], chosen: TChosen): Set<number> {
  const picked = new Set(chosen.map(([groupId]) => groupId));
  const open = new Set<number>();
  for (const group of groups) {
    open.add(group.groupId);
    if (!picked.has(group.groupId) && !group.isOptional) break;
  }
  return open;
}

/** The choices after choosing `variantId` in `groupId`: earlier ones kept, later ones cleared. */
export function choose(
  groups: readonly TGroup[],
  chosen: TChosen,
  groupId: number,
  variantId: number,
): TChosen {
  const index = groups.findIndex((group) => group.groupId === groupId);
  if (index < 0 || !openGroupIds(groups, chosen).has(groupId)) return chosen;
  const earlier = new Set(groups.slice(0, index).map((group) => group.groupId));
  const kept = chosen.filter(([id]) => earlier.has(id));
  return [...kept, [groupId, variantId] as const].sort(
    ([a], [b]) =>
      groups.findIndex((group) => group.groupId === a) - groups.findIndex((group) => group.groupId === b),
  );
}

/** The first open group without a choice: the one whose still possible values are asked next. */
export function nextGroup<T extends TGroup>(groups: readonly T[], chosen: TChosen): T | null {
  const open = openGroupIds(groups, chosen);
  const picked = new Set(chosen.map(([groupId]) => groupId));
  return groups.find((group) => open.has(group.groupId) && !picked.has(group.groupId)) ?? null;
}

/** Every required group is chosen: the set can be looked up. */
export function isComplete(groups: readonly TGroup[], chosen: TChosen): boolean {
  const picked = new Set(chosen.map(([groupId]) => groupId));
  return chosen.length > 0 && groups.every((group) => group.isOptional || picked.has(group.groupId));
}

/** A stable key of the choices (effects and answers are matched by it). */
export function chosenKey(chosen: TChosen): string {
  return chosen.map(([groupId, variantId]) => `${groupId}:${variantId}`).join(",");
}
