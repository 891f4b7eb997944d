import { describe, expect, it } from "vitest";
import { createSimulatedIpLocator, ipv4ToNumber } from "./simulated-ip-locator.ts";

describe("simulated IP locator", () => {
  const locator = createSimulatedIpLocator();
  it("places the table's addresses in their cities", async () => {
    expect(await locator.locate("198.51.100.7")).toEqual({ subDomain: "msk" });
    expect(await locator.locate("203.0.113.250")).toEqual({ subDomain: "spb" });
    expect(await locator.locate("::ffff:192.0.2.1")).toEqual({ subDomain: "ekb" });
  });
  it("knows nothing of loopback, private, IPv6 or malformed addresses", async () => {
    for (const ip of [
      undefined,
      "",
      "127.0.0.1",
      "10.0.0.1",
      "192.168.1.1",
      "::1",
      "2001:db8::1",
      "1.2.3",
      "256.1.1.1",
      "x",
      "46.146.12.34",
    ]) {
      expect(await locator.locate(ip), String(ip)).toBeNull();
    }
  });
  it("reads IPv4 numbers and refuses a bad table", () => {
    expect(ipv4ToNumber("0.0.1.1")).toBe(257);
    expect(() => createSimulatedIpLocator([{ cidr: "1.2.3.4/33", subDomain: "x" }])).toThrow(/CIDR/);
  });
});
