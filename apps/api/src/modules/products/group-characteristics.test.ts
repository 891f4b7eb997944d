import { describe, expect, it } from "vitest";
import { groupCharacteristics } from "./group-characteristics.ts";

describe("groupCharacteristics", () => {
  it("groups rows by group and characteristic, keeping position order", () => {
    const groups = groupCharacteristics([
      {
        groupName: "Основные",
        groupSlug: "main",
        slug: "period",
        name: "Срок",
        valueSlug: "d",
        value: "1 день",
        position: 2,
      },
      {
        groupName: "Основные",
        groupSlug: "main",
        slug: "maker",
        name: "Производитель",
        valueSlug: "jj",
        value: "J&J",
        position: 1,
      },
      {
        groupName: "Акции MyAcuvue",
        groupSlug: "myacuvue",
        slug: "price",
        name: "Цена",
        valueSlug: "p",
        value: "1 990 ₽",
        position: 3,
      },
      {
        groupName: "Основные",
        groupSlug: "main",
        slug: "maker",
        name: "Производитель",
        valueSlug: "ie",
        value: "Ирландия",
        position: 4,
      },
    ]);
    expect(groups.map((g) => g.slug)).toEqual(["main", "myacuvue"]);
    expect(groups[0]?.characteristics).toEqual([
      {
        name: "Производитель",
        slug: "maker",
        values: [
          { slug: "jj", value: "J&J" },
          { slug: "ie", value: "Ирландия" },
        ],
      },
      { name: "Срок", slug: "period", values: [{ slug: "d", value: "1 день" }] },
    ]);
  });
});
