import { describe, expect, it } from "vitest";
import { truncateOptionList } from "./option-list-truncation.ts";

const values = Array.from({ length: 30 }, (_, i) => ({ id: i + 1 }));

describe("truncateOptionList", () => {
  it("leaves short lists alone", () => {
    expect(truncateOptionList(values.slice(0, 20), null, false)).toEqual({
      visible: values.slice(0, 20),
      toggleLabel: null,
    });
  });
  it("shows the first 20 with 'Все варианты', keeping the selected value visible", () => {
    expect(truncateOptionList(values, null, false)).toEqual({
      visible: values.slice(0, 20),
      toggleLabel: "Все варианты",
    });
    expect(truncateOptionList(values, 5, false).visible).toHaveLength(20);
    const withSelected = truncateOptionList(values, 27, false);
    expect(withSelected.visible.map((v) => v.id)).toEqual([
      ...Array.from({ length: 20 }, (_, i) => i + 1),
      27,
    ]);
  });
  it("shows everything with 'Свернуть' when expanded", () => {
    expect(truncateOptionList(values, null, true)).toEqual({ visible: values, toggleLabel: "Свернуть" });
  });
});
