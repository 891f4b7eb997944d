import { describe, expect, it } from "vitest";
import { legacySlugCandidates } from "./product.server";

describe("legacySlugCandidates", () => {
  it("strips article numbers one by one", () => {
    expect(legacySlugCandidates("acuvue-oasys-12345")).toEqual(["acuvue-oasys"]);
    expect(legacySlugCandidates("lens-1-2")).toEqual(["lens-1", "lens"]);
    expect(legacySlugCandidates("acuvue-oasys")).toEqual([]);
    expect(legacySlugCandidates("123")).toEqual([]);
  });
});
