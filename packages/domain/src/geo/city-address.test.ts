import { describe, expect, it } from "vitest";
import { cityAddressSubDomain, isCityLabelToDrop } from "./city-address.ts";

const EKB = { id: 1, subDomain: "ekb" };
const MSK = { id: 2, subDomain: "msk" };

const on = (host: string, city: { id: number; subDomain: string | null } | null = EKB) =>
  isCityLabelToDrop({ host, baseHost: "optika.ru", partnerLabel: "jj", city });

describe("a host's city label that must go", () => {
  it("goes when the API did not find the page's city by it", () => {
    expect(on("nosuch.optika.ru")).toBe(true);
    expect(on("www.optika.ru", MSK)).toBe(true);
    expect(on("nosuch.jj.optika.ru:3001")).toBe(true);
    expect(on("nosuch.optika.ru", null)).toBe(true);
    expect(on("nosuch.optika.ru", { id: 7, subDomain: null })).toBe(true);
  });

  it("goes when it is the default city's own label: the base host is that city's address", () => {
    expect(on("ekb.optika.ru")).toBe(true);
    expect(on("EKB.optika.ru:443")).toBe(true);
    expect(on("ekb.jj.optika.ru")).toBe(true);
  });

  it("stays for another city's own label, the partner's, or none", () => {
    expect(on("msk.optika.ru", MSK)).toBe(false);
    expect(on("MSK.optika.ru", MSK)).toBe(false);
    expect(on("msk.jj.optika.ru", MSK)).toBe(false);
    expect(on("jj.optika.ru")).toBe(false);
    expect(on("jj.optika.ru", null)).toBe(false);
    expect(on("optika.ru")).toBe(false);
    expect(on("optika.ru", null)).toBe(false);
    expect(on("127.0.0.1:3000")).toBe(false);
    expect(on("shop.example.com")).toBe(false);
  });
});

describe("the sub-domain a city's pages live on", () => {
  it("is the city's own, the default city's the base host", () => {
    expect(cityAddressSubDomain(MSK)).toBe("msk");
    expect(cityAddressSubDomain({ id: 2, subDomain: " MSK " })).toBe("msk");
    expect(cityAddressSubDomain(EKB)).toBeNull();
    expect(cityAddressSubDomain({ id: 7, subDomain: null })).toBeNull();
  });
});
