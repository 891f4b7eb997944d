import type { TCharacteristicGroup } from "@optika/api-contract";

export type TCharacteristicRow = {
  groupName: string;
  groupSlug: string;
  slug: string;
  name: string;
  valueSlug: string;
  value: string;
  position: number;
};

/** Rows (ordered by position) → groups → characteristics → values, first appearance order. */
export function groupCharacteristics(rows: readonly TCharacteristicRow[]): TCharacteristicGroup[] {
  const groups: TCharacteristicGroup[] = [];
  for (const row of [...rows].sort((a, b) => a.position - b.position)) {
    let group = groups.find((g) => g.slug === row.groupSlug);
    if (!group) {
      group = { name: row.groupName, slug: row.groupSlug, characteristics: [] };
      groups.push(group);
    }
    let characteristic = group.characteristics.find((c) => c.slug === row.slug);
    if (!characteristic) {
      characteristic = { name: row.name, slug: row.slug, values: [] };
      group.characteristics.push(characteristic);
    }
    characteristic.values.push({ slug: row.valueSlug, value: row.value });
  }
  return groups;
}
