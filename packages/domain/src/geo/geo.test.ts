import { describe, expect, it } from "vitest";
import { citySubdomainUrl, subDomainOfHost } from "./city-subdomain-url";
import { cityNameOrDefault, shouldSuggestCity } from "./city-suggestion";
import { geoMessages } from "./messages";

describe("citySubdomainUrl", () => {
  const base = { protocol: "https:", baseHost: "optika.ru", pathname: "/catalog/linzy", search: "?sort=new" };
  it("goes to the city's subdomain with the same path and query plus c={city id}", () => {
    expect(citySubdomainUrl({ ...base, host: "ekb.optika.ru", city: { id: 2, subDomain: "msk" } })).toBe(
      "https://msk.optika.ru/catalog/linzy?sort=new&c=2",
    );
    expect(
      citySubdomainUrl({ ...base, host: "optika.ru", search: "c=5", city: { id: 2, subDomain: "msk" } }),
    ).toBe("https://msk.optika.ru/catalog/linzy?c=2");
  });
  it("keeps the port and the partner label, and uses the base host for a city without subdomain", () => {
    expect(
      citySubdomainUrl({
        ...base,
        protocol: "http:",
        host: "ekb.localhost:3000",
        baseHost: "localhost",
        city: { id: 1, subDomain: null },
      }),
    ).toBe("http://localhost:3000/catalog/linzy?sort=new&c=1");
    expect(citySubdomainUrl({ ...base, host: "ekb.jj.optika.ru", city: { id: 2, subDomain: "msk" } })).toBe(
      "https://msk.jj.optika.ru/catalog/linzy?sort=new&c=2",
    );
  });
  it("never builds a scheme or path that leaves the site", () => {
    expect(
      citySubdomainUrl({
        ...base,
        protocol: "javascript:",
        host: "optika.ru",
        pathname: "//evil.com",
        city: { id: 3, subDomain: "spb" },
      }),
    ).toBe("https://spb.optika.ru/?sort=new&c=3");
  });
});

describe("subDomainOfHost", () => {
  it("reads the first label under the base host", () => {
    expect(subDomainOfHost("msk.optika.ru:443", "optika.ru")).toBe("msk");
    expect(subDomainOfHost("optika.ru", "optika.ru")).toBeNull();
    expect(subDomainOfHost("evil.com", "optika.ru")).toBeNull();
    expect(subDomainOfHost(undefined, "optika.ru")).toBeNull();
  });
});

describe("city suggestion", () => {
  it("asks 'Ваш город …?' unless accepted or provisional", () => {
    expect(shouldSuggestCity({})).toBe(true);
    expect(shouldSuggestCity({ accept_city: "1" })).toBe(false);
    expect(shouldSuggestCity({ city_id: "2" })).toBe(false);
    expect(geoMessages.yourCity("Екатеринбург")).toBe("Ваш город Екатеринбург?");
  });
  it("defaults the city name to Екатеринбург", () => {
    expect(cityNameOrDefault(undefined)).toBe("Екатеринбург");
    expect(cityNameOrDefault(" ")).toBe("Екатеринбург");
    expect(cityNameOrDefault("Пермь")).toBe("Пермь");
  });
});
