import type { IIpLocator, TIpLocation } from "./ip-locator.ts";

/** A CIDR block and the city sub-domain it is placed in. */
export type TIpRange = { cidr: string; subDomain: string };

/**
 * The simulator's table (decision 0019): the three documentation blocks of RFC 5737, which never
 * occur on the internet, stand for addresses in Екатеринбург, Москва and Санкт-Петербург, so a
 * test or a developer can pretend to be there (`x-forwarded-for: 198.51.100.7` through a trusted
 * proxy). Everything else — loopback, private networks, IPv6, real addresses — is unknown, and
 * the caller falls back to the request's own city. Deterministic: an address always gives the
 * same answer.
 */
export const SIMULATED_IP_RANGES: readonly TIpRange[] = [
  { cidr: "192.0.2.0/24", subDomain: "ekb" },
  { cidr: "198.51.100.0/24", subDomain: "msk" },
  { cidr: "203.0.113.0/24", subDomain: "spb" },
];

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** "10.1.2.3" → 167838211; also reads the IPv4-mapped IPv6 form ("::ffff:10.1.2.3"); else null. */
export function ipv4ToNumber(ip: string): number | null {
  const match = IPV4.exec(ip.trim().replace(/^::ffff:/i, ""));
  if (!match) return null;
  const octets = match.slice(1).map(Number);
  if (octets.some((o) => o > 255)) return null;
  return octets.reduce((n, o) => n * 256 + o, 0);
}

function parseCidr(cidr: string): { start: number; size: number } {
  const [address = "", bits = "32"] = cidr.split("/");
  const base = ipv4ToNumber(address);
  const prefix = Number(bits);
  if (base === null || !Number.isInteger(prefix) || prefix < 0 || prefix > 32) {
    throw new Error(`Bad CIDR in the IP table: ${cidr}`);
  }
  const size = 2 ** (32 - prefix);
  return { start: base - (base % size), size };
}

/** The built-in IP locator: a lookup in a small table of IPv4 ranges (no I/O, no network). */
export function createSimulatedIpLocator(ranges: readonly TIpRange[] = SIMULATED_IP_RANGES): IIpLocator {
  const table = ranges.map((range) => ({ ...parseCidr(range.cidr), subDomain: range.subDomain }));
  return {
    async locate(ip): Promise<TIpLocation | null> {
      const n = ip === undefined ? null : ipv4ToNumber(ip);
      if (n === null) return null;
      const hit = table.find((range) => n >= range.start && n < range.start + range.size);
      return hit ? { subDomain: hit.subDomain } : null;
    },
  };
}
