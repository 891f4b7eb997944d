import { describe, expect, it } from "vitest";
import { campaignStatus, readingMinutes } from "./index.ts";

describe("campaignStatus", () => {
  const dates = { startsOn: "2026-11-01", endsOn: "2026-11-30" };
  it("counts both ends of the dates as part of the promotion", () => {
    expect(campaignStatus(dates, "2026-11-01")).toBe("current");
    expect(campaignStatus(dates, "2026-11-30")).toBe("current");
    expect(campaignStatus(dates, "2026-10-31")).toBe("upcoming");
    expect(campaignStatus(dates, "2026-12-01")).toBe("expired");
  });
});

describe("readingMinutes", () => {
  it("reads words outside tags, at least one minute", () => {
    expect(readingMinutes("<p>Коротко</p>")).toBe(1);
    expect(readingMinutes(`<p>${"слово ".repeat(900)}</p>`)).toBe(5);
    expect(readingMinutes("— — —")).toBe(1);
  });
});
