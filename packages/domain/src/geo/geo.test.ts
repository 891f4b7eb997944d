import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cityCookie, cityIdFromSearch, sharedCookieDomain } from "./city-cookie.ts";
import { citySubdomainUrl, subDomainOfHost } from "./city-subdomain-url.ts";
import { cityNameOrDefault, shouldSuggestCity } from "./city-suggestion.ts";
import { geoMessages } from "./messages.ts";

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
  it("keeps the partner label when the partner host has no city label yet", () => {
    const partner = { ...base, partnerLabel: "jj" };
    expect(citySubdomainUrl({ ...partner, host: "jj.optika.ru", city: { id: 2, subDomain: "msk" } })).toBe(
      "https://msk.jj.optika.ru/catalog/linzy?sort=new&c=2",
    );
    expect(
      citySubdomainUrl({ ...partner, host: "ekb.jj.optika.ru", city: { id: 2, subDomain: "msk" } }),
    ).toBe("https://msk.jj.optika.ru/catalog/linzy?sort=new&c=2");
    expect(citySubdomainUrl({ ...partner, host: "jj.optika.ru", city: { id: 1, subDomain: null } })).toBe(
      "https://jj.optika.ru/catalog/linzy?sort=new&c=1",
    );
    expect(citySubdomainUrl({ ...partner, host: "ekb.optika.ru", city: { id: 2, subDomain: "msk" } })).toBe(
      "https://msk.optika.ru/catalog/linzy?sort=new&c=2",
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
  it("reads the first label under the base host, ignoring case, port, a trailing dot and later labels", () => {
    expect(subDomainOfHost("msk.optika.ru:443", "optika.ru")).toBe("msk");
    expect(subDomainOfHost("EKB.Localhost:3000", "localhost")).toBe("ekb");
    expect(subDomainOfHost("msk.optika.ru.", "OPTIKA.RU")).toBe("msk");
    expect(subDomainOfHost("msk.jj.optika.ru", "optika.ru")).toBe("msk");
  });
  it("takes the first entry of a forwarded list", () => {
    expect(subDomainOfHost("msk.optika.ru, proxy.internal", "optika.ru")).toBe("msk");
    expect(subDomainOfHost("optika.ru, msk.optika.ru", "optika.ru")).toBeNull();
    expect(subDomainOfHost(" , msk.optika.ru", "optika.ru")).toBeNull();
  });
  it("names no city for the bare base host, hosts outside it, addresses and junk", () => {
    for (const host of [
      undefined,
      null,
      "",
      "optika.ru",
      "optika.ru:8080",
      "evil.com",
      "msk.evil.com",
      "spb.shop.example.com",
      "msk.optika.ru.evil.com",
      "xoptika.ru",
      "127.0.0.1",
      "10.0.0.1:3000",
      "[::1]:3000",
      "::1",
      "fe80::1",
      "-msk.optika.ru",
      "ms_k.optika.ru",
      "..optika.ru",
    ]) {
      expect(subDomainOfHost(host, "optika.ru"), String(host)).toBeNull();
    }
    expect(subDomainOfHost("1.2.3.4", "3.4")).toBeNull();
    expect(subDomainOfHost("localhost:3000", "localhost")).toBeNull();
  });

  const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,20}[a-z0-9])?$/);
  const base = fc.constantFrom("optika.ru", "localhost", "shop.example.com");
  const upperSome = (s: string, mask: number) =>
    [...s].map((ch, i) => ((mask >> (i % 30)) & 1 ? ch.toUpperCase() : ch)).join("");

  it("property: {label}[.more].{base}[:port] gives the label, in any case, first of a list", () => {
    fc.assert(
      fc.property(
        label,
        base,
        fc.option(label, { nil: undefined }),
        fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
        fc.integer(),
        fc.option(fc.domain(), { nil: undefined }),
        (sub, b, partner, port, mask, next) => {
          const host = `${sub}${partner ? `.${partner}` : ""}.${b}${port ? `:${port}` : ""}`;
          const header = next ? `${upperSome(host, mask)}, ${next}` : upperSome(host, mask);
          expect(subDomainOfHost(header, b)).toBe(sub);
        },
      ),
    );
  });

  it("property: addresses and hosts that do not end in .{base} name no city", () => {
    fc.assert(
      fc.property(
        base,
        fc.oneof(
          fc.ipV4(),
          fc.ipV6().map((ip) => `[${ip}]`),
          fc.ipV6(),
          fc.domain(),
        ),
        (b, host) => {
          fc.pre(!host.toLowerCase().endsWith(`.${b}`));
          expect(subDomainOfHost(host, b)).toBeNull();
          expect(subDomainOfHost(`${host}:8080`, b)).toBeNull();
        },
      ),
    );
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

describe("sharedCookieDomain", () => {
  it("is the base host for the base host and each of its subdomains, the partner's included", () => {
    for (const host of [
      "optika.ru",
      "msk.optika.ru",
      "jj.optika.ru",
      "msk.jj.optika.ru:443",
      "MSK.Optika.ru.",
    ])
      expect(sharedCookieDomain(host, "optika.ru")).toBe("optika.ru");
  });
  it("is none on a dotless base host or outside the base host", () => {
    expect(sharedCookieDomain("msk.localhost:3000", "localhost")).toBeNull();
    expect(sharedCookieDomain("preview.example.com", "optika.ru")).toBeNull();
    expect(sharedCookieDomain("notoptika.ru", "optika.ru")).toBeNull();
  });
});

describe("city cookie", () => {
  it("lives a year on the whole base host, Lax, Secure on https", () => {
    expect(
      cityCookie({
        name: "city_id",
        value: "2",
        baseHost: "optika.ru",
        host: "msk.optika.ru",
        isSecure: true,
      }),
    ).toBe("city_id=2; Path=/; Max-Age=31536000; SameSite=Lax; Domain=optika.ru; Secure");
    expect(
      cityCookie({
        name: "accept_city",
        value: "1",
        baseHost: "optika.ru",
        host: "optika.ru:443",
        isSecure: false,
      }),
    ).toBe("accept_city=1; Path=/; Max-Age=31536000; SameSite=Lax; Domain=optika.ru");
  });
  it("stays on its host for a dotless base host or a host outside the base host", () => {
    expect(
      cityCookie({
        name: "city_id",
        value: "2",
        baseHost: "localhost",
        host: "msk.localhost:3000",
        isSecure: false,
      }),
    ).toBe("city_id=2; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(
      cityCookie({
        name: "city_id",
        value: "2",
        baseHost: "optika.ru",
        host: "preview.example.com",
        isSecure: false,
      }),
    ).not.toContain("Domain");
  });
  it("reads the chosen city from c= and nothing else", () => {
    expect(cityIdFromSearch("?sort=new&c=2")).toBe(2);
    expect(cityIdFromSearch("c=15")).toBe(15);
    for (const search of ["", "?c=", "?c=0", "?c=-1", "?c=1.5", "?c=abc", "?c=2147483648", "?c=01"]) {
      expect(cityIdFromSearch(search), search).toBeNull();
    }
  });
});
