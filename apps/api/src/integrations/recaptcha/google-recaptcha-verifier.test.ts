import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createGoogleRecaptchaVerifier, SITEVERIFY_URL } from "./google-recaptcha-verifier.ts";

/** Google's siteverify answers as documented and recorded (reCAPTCHA v2). */
const recorded = (name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, "__fixtures__", `${name}.json`), "utf8"));

function verifierAnswering(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const verifier = createGoogleRecaptchaVerifier({
    siteKey: "site-key",
    secretKey: "secret-key",
    fetch: async (url, init) => {
      calls.push({ url, init });
      return { ok: status >= 200 && status < 300, json: async () => body };
    },
  });
  return { verifier, calls };
}

describe("Google reCAPTCHA verifier", () => {
  it("posts the secret, the answer and the client address as a form to siteverify", async () => {
    const { verifier, calls } = verifierAnswering(200, recorded("siteverify-success"));
    expect(await verifier.verify("widget-answer", "203.0.113.7")).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(SITEVERIFY_URL);
    expect(calls[0]?.init.method).toBe("POST");
    expect(Object.fromEntries(new URLSearchParams(String(calls[0]?.init.body)))).toEqual({
      secret: "secret-key",
      response: "widget-answer",
      remoteip: "203.0.113.7",
    });
    expect(verifier.siteKey).toBe("site-key");
  });

  it("fails a refused, expired or reused answer", async () => {
    for (const name of ["siteverify-invalid-response", "siteverify-timeout-or-duplicate"]) {
      const { verifier } = verifierAnswering(200, recorded(name));
      expect(await verifier.verify("widget-answer", "203.0.113.7"), name).toBe(false);
    }
  });

  it("fails when the provider answers an error or cannot be reached", async () => {
    expect(await verifierAnswering(500, {}).verifier.verify("a", "203.0.113.7")).toBe(false);
    const unreachable = createGoogleRecaptchaVerifier({
      siteKey: "k",
      secretKey: "s",
      fetch: async () => {
        throw new TypeError("fetch failed");
      },
    });
    expect(await unreachable.verify("a", "203.0.113.7")).toBe(false);
  });
});
