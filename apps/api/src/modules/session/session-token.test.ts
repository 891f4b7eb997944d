import { describe, expect, it } from "vitest";
import { isIssuedSessionToken, mintSessionToken } from "./session-token.ts";

const SECRET = "a-test-secret-of-at-least-32-characters";

describe("session tokens", () => {
  it("are 'frnt' + 192 random bits + a 192-bit MAC, and differ each time", () => {
    const token = mintSessionToken(SECRET);
    expect(token).toMatch(/^frnt[A-Za-z0-9_-]{64}$/);
    expect(mintSessionToken(SECRET)).not.toBe(token);
    expect(isIssuedSessionToken(token, SECRET)).toBe(true);
  });
  it("rejects tokens made by a client, forged, or signed with another secret", () => {
    const token = mintSessionToken(SECRET);
    const last = token.at(-1) === "A" ? "B" : "A";
    for (const bad of [
      undefined,
      "",
      `frnt${"A".repeat(32)}`,
      `frnt${"A".repeat(64)}`,
      `${token.slice(0, -1)}${last}`,
      `x${token.slice(1)}`,
      `${token}A`,
      mintSessionToken("another-secret-of-at-least-32-characters"),
    ]) {
      expect(isIssuedSessionToken(bad, SECRET), String(bad)).toBe(false);
    }
  });
});
