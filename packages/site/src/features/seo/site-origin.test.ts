import { describe, expect, it } from "vitest";
import { siteOrigin } from "./site-origin.ts";

const base = { baseHost: "optika.example", partnerLabel: "jj" };

describe("siteOrigin", () => {
  it("puts the city's sub-domain and the partner label of the host in front of the public origin", () => {
    const publicOrigin = "https://optika.example";
    expect(siteOrigin({ ...base, publicOrigin, host: "optika.example" })).toBe("https://optika.example");
    expect(siteOrigin({ ...base, publicOrigin, host: "ekb.optika.example" })).toBe(
      "https://ekb.optika.example",
    );
    expect(siteOrigin({ ...base, publicOrigin, host: "jj.optika.example" })).toBe(
      "https://jj.optika.example",
    );
    expect(siteOrigin({ ...base, publicOrigin, host: "msk.jj.optika.example" })).toBe(
      "https://msk.jj.optika.example",
    );
  });

  it("keeps the public origin's port and never takes another host from the request", () => {
    const local = { baseHost: "localhost", partnerLabel: "jj", publicOrigin: "http://localhost:3000" };
    expect(siteOrigin({ ...local, host: "ekb.localhost:3000" })).toBe("http://ekb.localhost:3000");
    expect(siteOrigin({ ...local, host: "evil.example" })).toBe("http://localhost:3000");
    expect(siteOrigin({ ...local, host: "ekb.evil.example:3000" })).toBe("http://localhost:3000");
    expect(siteOrigin({ ...local, host: "127.0.0.1:3000" })).toBe("http://localhost:3000");
  });

  it("a confirmed city (the sitemap's) wins over the host's label; null puts none", () => {
    const publicOrigin = "https://optika.example";
    expect(siteOrigin({ ...base, publicOrigin, host: "nope.optika.example", citySubDomain: null })).toBe(
      "https://optika.example",
    );
    expect(siteOrigin({ ...base, publicOrigin, host: "ekb.optika.example", citySubDomain: "ekb" })).toBe(
      "https://ekb.optika.example",
    );
  });

  it("a partner brand on a host of its own keeps it, with the city in front", () => {
    const partner = { ...base, publicOrigin: "https://jj.optika.example" };
    expect(siteOrigin({ ...partner, host: "jj.optika.example" })).toBe("https://jj.optika.example");
    expect(siteOrigin({ ...partner, host: "ekb.jj.optika.example" })).toBe("https://ekb.jj.optika.example");
    expect(
      siteOrigin({ ...base, publicOrigin: "https://jj-vision.example", host: "ekb.jj-vision.example" }),
    ).toBe("https://jj-vision.example");
  });
});
