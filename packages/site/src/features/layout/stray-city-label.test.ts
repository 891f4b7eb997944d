import { describe, expect, it } from "vitest";
import { isStrayCityLabel } from "./stray-city-label.ts";

const on = (host: string, citySubDomain = "ekb") =>
  isStrayCityLabel({ host, baseHost: "optika.ru", partnerLabel: "jj", citySubDomain });

describe("a host's label that names no city", () => {
  it("is stray when the API did not find the page's city by it", () => {
    expect(on("nosuch.optika.ru")).toBe(true);
    expect(on("www.optika.ru")).toBe(true);
    expect(on("nosuch.jj.optika.ru:3001")).toBe(true);
  });

  it("is not stray for the city's own label, the partner's, or none", () => {
    expect(on("msk.optika.ru", "msk")).toBe(false);
    expect(on("MSK.optika.ru", "msk")).toBe(false);
    expect(on("msk.jj.optika.ru", "msk")).toBe(false);
    expect(on("jj.optika.ru")).toBe(false);
    expect(on("optika.ru")).toBe(false);
    expect(on("127.0.0.1:3000")).toBe(false);
    expect(on("shop.example.com")).toBe(false);
  });
});
