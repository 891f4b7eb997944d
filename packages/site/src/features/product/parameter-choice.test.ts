import { describe, expect, it } from "vitest";
import { choose, chosenKey, isComplete, nextGroup, openGroupIds } from "./parameter-choice.ts";

// sphere, base curve, pack (required, in this order), bundles (optional)
const groups = [
  { groupId: 5, isOptional: false },
  { groupId: 6, isOptional: false },
  { groupId: 7, isOptional: false },
  { groupId: 8, isOptional: true },
];

describe("choosing parameters in order (spec §4)", () => {
  it("opens the first group, then each next once the one before is chosen", () => {
    expect([...openGroupIds(groups, [])]).toEqual([5]);
    expect([...openGroupIds(groups, [[5, 50]])]).toEqual([5, 6]);
    expect([
      ...openGroupIds(groups, [
        [5, 50],
        [6, 60],
        [7, 70],
      ]),
    ]).toEqual([5, 6, 7, 8]);
  });
  it("lets an optional group stay unchosen without closing the next ones", () => {
    const optionalFirst = [
      { groupId: 1, isOptional: true },
      { groupId: 2, isOptional: false },
    ];
    expect([...openGroupIds(optionalFirst, [])]).toEqual([1, 2]);
  });
  it("clears the later choices when an earlier group changes, and ignores a closed group", () => {
    const full = [
      [5, 50],
      [6, 60],
      [7, 70],
    ] as const;
    expect(choose(groups, full, 6, 61)).toEqual([
      [5, 50],
      [6, 61],
    ]);
    expect(choose(groups, [], 6, 60)).toEqual([]);
    expect(choose(groups, [[5, 50]], 99, 1)).toEqual([[5, 50]]);
  });
  it("names the next group to ask about and says when the set is complete", () => {
    expect(nextGroup(groups, [])?.groupId).toBe(5);
    expect(nextGroup(groups, [[5, 50]])?.groupId).toBe(6);
    expect(
      isComplete(groups, [
        [5, 50],
        [6, 60],
      ]),
    ).toBe(false);
    expect(
      isComplete(groups, [
        [5, 50],
        [6, 60],
        [7, 70],
      ]),
    ).toBe(true);
    expect(isComplete([{ groupId: 8, isOptional: true }], [])).toBe(false);
    expect(
      chosenKey([
        [5, 50],
        [6, 60],
      ]),
    ).toBe("5:50,6:60");
  });
});
