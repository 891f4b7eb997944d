import { describe, expect, it } from "vitest";
import { menuHref, menuLinks, telHref, workingHoursText } from "./layout-links.ts";

describe("layout links", () => {
  it("prefixes menu paths with a slash, keeps absolute ones", () => {
    expect(menuHref("catalog/linzy")).toBe("/catalog/linzy");
    expect(menuHref("/miopiya")).toBe("/miopiya");
    expect(menuHref("https://example.org")).toBe("https://example.org");
    expect(menuLinks([{ id: 1, title: "Очки", path: "ochki", color: null }])).toEqual([
      { label: "Очки", href: "/ochki" },
    ]);
  });
  it("builds tel: links", () => {
    expect(telHref("8 (800) 550-20-30")).toBe("tel:+78005502030");
    expect(telHref("+7 343 000-00-00")).toBe("tel:+73430000000");
    expect(telHref("343 000 00 00")).toBe("tel:+73430000000");
  });
  it("joins working days and hours", () => {
    expect(workingHoursText("ежедневно", "с 9:00 до 21:00")).toBe("Ежедневно с 9:00 до 21:00");
    expect(workingHoursText(undefined, undefined)).toBeUndefined();
  });
});
