import { describe, expect, it } from "vitest";
import { lensCompetitorMessages as m } from "./messages.ts";

describe("lens competitors' description", () => {
  it("agrees with the count ('2 линз' before)", () => {
    expect(m.description("Biofinity", 1)).toMatch(/^1 линза, сопоставимая с Biofinity по типу/);
    expect(m.description("Biofinity", 2)).toMatch(/^2 линзы, сопоставимые с Biofinity по типу/);
    expect(m.description("Biofinity", 5)).toMatch(/^5 линз, сопоставимых с Biofinity по типу/);
    expect(m.description("Biofinity", 21)).toMatch(/^21 линза, сопоставимая/);
  });

  it("without a count starts with a capital", () => {
    expect(m.description("Biofinity", 0)).toMatch(/^Линзы, сопоставимые с Biofinity по типу/);
  });
});
