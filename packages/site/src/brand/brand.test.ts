import { describe, expect, it } from "vitest";
import { brandFeatures, effectiveBrand, type TBrand } from "./brand.ts";

const main: TBrand = {
  id: "main",
  name: "Оптика",
  themeColor: "#0b6e66",
  logo: { src: "/logo.svg", width: 160, height: 40 },
  isPartner: false,
};

describe("brand", () => {
  it("switches the main brand into partner mode on a partner host, keeping its theme", () => {
    expect(effectiveBrand(main, false)).toBe(main);
    expect(effectiveBrand(main, true)).toEqual({ ...main, isPartner: true });
  });
  it("partner mode: one menu item per column, no quick appointment", () => {
    expect(brandFeatures({ isPartner: false })).toEqual({
      menuItemsPerColumn: 2,
      showsQuickAppointmentButton: true,
    });
    expect(brandFeatures({ isPartner: true })).toEqual({
      menuItemsPerColumn: 1,
      showsQuickAppointmentButton: false,
    });
  });
});
