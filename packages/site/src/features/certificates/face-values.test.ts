import { describe, expect, it } from "vitest";
import { faceValuesText } from "./face-values.ts";

describe("faceValuesText", () => {
  it("lists the face values once each, ascending, with the thousands spaced", () => {
    expect(faceValuesText([500000, 100000, 200000, 300000, 100000])).toBe(
      "1\u00a0000, 2\u00a0000, 3\u00a0000 и 5\u00a0000\u00a0₽",
    );
  });
  it("reads one value without a list", () => {
    expect(faceValuesText([300000])).toBe("3\u00a0000\u00a0₽");
  });
  it("gives null when no certificate is listed", () => {
    expect(faceValuesText([])).toBeNull();
    expect(faceValuesText([0, Number.NaN])).toBeNull();
  });
});
