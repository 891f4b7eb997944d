import { describe, expect, it } from "vitest";
import { createPreviewToken, verifyPreviewToken } from "./preview-token.ts";

const SECRET = "test-secret-test-secret-test-secret";
const now = new Date("2026-11-27T12:00:00Z");
const claim = { pageId: 900, version: 2, expiresAt: new Date("2026-11-28T12:00:00Z") };

describe("CMS preview tokens", () => {
  it("verifies its own token until it expires", () => {
    const token = createPreviewToken(SECRET, claim);
    expect(verifyPreviewToken(SECRET, token, now)).toEqual(claim);
    expect(verifyPreviewToken(SECRET, token, new Date("2026-11-28T12:00:00Z"))).toBeNull();
  });

  it("refuses a tampered token, another key's token and junk", () => {
    const token = createPreviewToken(SECRET, claim);
    const otherPage = token.replace(/^900\./, "901.");
    const longer = token.replace(/\.(\d+)\./, (_m, v) => `.${Number(v) + 1}.`);
    expect(verifyPreviewToken(SECRET, otherPage, now)).toBeNull();
    expect(verifyPreviewToken(SECRET, longer, now)).toBeNull();
    expect(verifyPreviewToken(`${SECRET}x`, token, now)).toBeNull();
    expect(verifyPreviewToken(SECRET, `${token.slice(0, -1)}A`, now)).toBeNull();
    for (const junk of ["", "abc", "1.1.1.", `${token}.`, token.toUpperCase()]) {
      expect(verifyPreviewToken(SECRET, junk, now)).toBeNull();
    }
  });
});
