import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { accentColorSlot } from "./accent-colors.ts";
import { breakpointFor, isMobileMenuWidth } from "./breakpoints.ts";
import { menuColumns } from "./menu-columns.ts";
import { brandLayout, isPartnerHost } from "./partner-mode.ts";
import { isHeaderFixed, isLogoHidden, isScrollTopVisible } from "./scroll-thresholds.ts";

describe("partner mode", () => {
  it("is on when the host carries the partner label", () => {
    expect(isPartnerHost("jj.optika.ru")).toBe(true);
    expect(isPartnerHost("ekb.JJ.optika.ru:3000")).toBe(true);
    expect(isPartnerHost("partner.localhost:3001", "partner")).toBe(true);
    expect(isPartnerHost("jjj.optika.ru")).toBe(false);
    expect(isPartnerHost("optika.ru")).toBe(false);
    expect(isPartnerHost(undefined)).toBe(false);
    expect(isPartnerHost("jj.optika.ru", "")).toBe(false);
  });
  it("changes the menu and hides the quick appointment button", () => {
    expect(brandLayout(false)).toEqual({ menuItemsPerColumn: 2, showsQuickAppointmentButton: true });
    expect(brandLayout(true)).toEqual({ menuItemsPerColumn: 1, showsQuickAppointmentButton: false });
  });
});

describe("menu columns", () => {
  it("puts 2 items per column, 1 in partner mode", () => {
    expect(menuColumns(["a", "b", "c", "d", "e"], false)).toEqual([["a", "b"], ["c", "d"], ["e"]]);
    expect(menuColumns(["a", "b", "c"], true)).toEqual([["a"], ["b"], ["c"]]);
    expect(menuColumns([], false)).toEqual([]);
  });
});

describe("accent colours", () => {
  it("cycles through 5 colours", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(accentColorSlot)).toEqual([1, 2, 3, 4, 5, 1, 2]);
    expect(accentColorSlot(Number.NaN)).toBe(1);
    expect(accentColorSlot(-1)).toBe(2);
  });
});

describe("scroll thresholds", () => {
  it("fixes the header after 300 px and shows scroll-to-top after 500 px", () => {
    expect(isHeaderFixed(300)).toBe(false);
    expect(isHeaderFixed(301)).toBe(true);
    expect(isScrollTopVisible(500)).toBe(false);
    expect(isScrollTopVisible(501)).toBe(true);
  });
  it("hides the logo on the home page until the header becomes fixed (past 300 px)", () => {
    expect(isLogoHidden(true, 0)).toBe(true);
    expect(isLogoHidden(true, 10)).toBe(true);
    expect(isLogoHidden(true, 300)).toBe(true);
    expect(isLogoHidden(true, 301)).toBe(false);
    expect(isLogoHidden(false, 0)).toBe(false);
    expect(isLogoHidden(false, 301)).toBe(false);
  });
  it("shows the home logo exactly when the header is fixed", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 100_000 }), (scrollY) => {
        expect(isLogoHidden(true, scrollY)).toBe(!isHeaderFixed(scrollY));
      }),
    );
  });
});

describe("breakpoints", () => {
  it("uses the mobile menu up to 991 px", () => {
    expect(isMobileMenuWidth(991)).toBe(true);
    expect(isMobileMenuWidth(992)).toBe(false);
  });
  it("names the breakpoint a width reaches", () => {
    expect(breakpointFor(300)).toBeNull();
    expect(breakpointFor(320)).toBe("xs");
    expect(breakpointFor(1023)).toBe("md");
    expect(breakpointFor(1024)).toBe("lg");
    expect(breakpointFor(2000)).toBe("xxl");
  });
});
