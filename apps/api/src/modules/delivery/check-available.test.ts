import { describe, expect, it } from "vitest";
import { parseIdList } from "./check-available.ts";

describe("parseIdList", () => {
  it("reads comma, space or semicolon separated ids and ignores junk", () => {
    expect([...parseIdList("12, 15;x 20")]).toEqual([12, 15, 20]);
    expect(parseIdList(null).size).toBe(0);
  });
});
