import { describe, expect, it } from "vitest";
import { nameInitials } from "./name-initials.ts";

describe("nameInitials", () => {
  it("takes the first letters of the first two words, in capitals", () => {
    expect(nameInitials("Воронцова Анна Сергеевна")).toBe("ВА");
    expect(nameInitials("  морозов   дмитрий ")).toBe("МД");
    expect(nameInitials("Олег")).toBe("О");
    expect(nameInitials("")).toBe("");
  });
});
