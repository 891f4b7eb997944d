import { describe, expect, it } from "vitest";
import { documentCookies, type ICookieJar } from "./browser-cookies.ts";
import { AB_FLAG_COOKIE, DEVICE_UUID_COOKIE, ensureAbFlag, ensureDeviceUuid } from "./client-cookies.ts";

function memoryJar() {
  const values = new Map<string, string>();
  const writes: Array<[string, string, number]> = [];
  const jar: ICookieJar = {
    get: (name) => values.get(name),
    set: (name, value, maxAge) => {
      values.set(name, value);
      writes.push([name, value, maxAge]);
    },
  };
  return { jar, writes };
}

describe("AB flag cookie", () => {
  it("is set once, randomly true or false, for 360 days", () => {
    const { jar, writes } = memoryJar();
    expect(ensureAbFlag(jar, () => 0.2)).toBe("true");
    expect(ensureAbFlag(jar, () => 0.9)).toBe("true");
    expect(writes).toEqual([[AB_FLAG_COOKIE, "true", 360 * 86_400]]);
    const other = memoryJar();
    expect(ensureAbFlag(other.jar, () => 0.7)).toBe("false");
  });
});

describe("device uuid cookie", () => {
  it("is made once and kept", () => {
    const { jar, writes } = memoryJar();
    const uuid = "0b6e66aa-1111-4222-8333-444455556666";
    expect(ensureDeviceUuid(jar, () => uuid)).toBe(uuid);
    expect(ensureDeviceUuid(jar, () => "another")).toBe(uuid);
    expect(writes).toHaveLength(1);
    expect(writes[0]?.[0]).toBe(DEVICE_UUID_COOKIE);
    expect(writes[0]?.[2]).toBeGreaterThan(10 * 365 * 86_400);
  });

  it("replaces a malformed value", () => {
    const { jar } = memoryJar();
    jar.set(DEVICE_UUID_COOKIE, "<script>", 1);
    expect(ensureDeviceUuid(jar, () => "0b6e66aa-1111-4222-8333-444455556666")).toMatch(/^0b6e66aa/);
  });
});

describe("the document's jar", () => {
  /** A document whose cookie assignments are recorded, on a given host. */
  const docOn = (host: string, protocol = "https:") => {
    const written: string[] = [];
    const doc = {
      location: { host, protocol },
      get cookie() {
        return "";
      },
      set cookie(value: string) {
        written.push(value);
      },
    } as unknown as Document;
    return { doc, written };
  };

  it("writes cookies the base host and its city subdomains share (the consent survives a city change)", () => {
    const { doc, written } = docOn("msk.optika.ru");
    documentCookies(doc, "optika.ru").set("cookies_accepted", "1", 60);
    expect(written).toEqual([
      "cookies_accepted=1; Max-Age=60; Path=/; SameSite=Lax; Domain=optika.ru; Secure",
    ]);
  });

  it("keeps them on the host locally (browsers refuse Domain=localhost)", () => {
    const { doc, written } = docOn("ekb.localhost:3000", "http:");
    documentCookies(doc, "localhost").set("ab", "true", 60);
    expect(written).toEqual(["ab=true; Max-Age=60; Path=/; SameSite=Lax"]);
  });
});
