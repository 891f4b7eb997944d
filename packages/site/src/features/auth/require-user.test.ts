import { describe, expect, it } from "vitest";
import { apiContext, type TApiClient } from "../../server/api.server.ts";
import { requireGuest, requireUser } from "./require-user.server.ts";
import { returnPathFrom } from "./return-path.ts";

const user = { id: 7, name: "Анна", phone: "79123456789" };

function contextAnswering(answer: { status: number; body: unknown } | Error) {
  const client = {
    auth: {
      currentUser: async () => {
        if (answer instanceof Error) throw answer;
        return answer;
      },
    },
  } as unknown as TApiClient;
  return { get: (key: typeof apiContext) => (key === apiContext ? client : client) };
}

async function thrownRedirect(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("location");
    throw thrown;
  }
}

describe("requireUser", () => {
  it("returns the signed-in shopper", async () => {
    const context = contextAnswering({ status: 200, body: { user } });
    await expect(requireUser({ url: new URL("http://shop.test/profile/bonuses"), context })).resolves.toEqual(
      user,
    );
  });

  it("sends a guest to /authorization remembering the page and its query", async () => {
    const context = contextAnswering({ status: 200, body: { user: null } });
    const url = new URL("http://shop.test/profile/discount-card?x=1");
    expect(await thrownRedirect(requireUser({ url, context }))).toBe(
      `/authorization?redirect=${encodeURIComponent("/profile/discount-card?x=1")}`,
    );
  });

  it("treats a failing API as a guest", async () => {
    const context = contextAnswering(new Error("down"));
    expect(await thrownRedirect(requireUser({ url: new URL("http://shop.test/profile"), context }))).toBe(
      "/authorization?redirect=%2Fprofile",
    );
  });
});

describe("requireGuest", () => {
  it("sends a signed-in shopper to /profile and lets a guest stay", async () => {
    const signedIn = contextAnswering({ status: 200, body: { user } });
    expect(await thrownRedirect(requireGuest({ context: signedIn }))).toBe("/profile");
    const guest = contextAnswering({ status: 200, body: { user: null } });
    expect(await thrownRedirect(requireGuest({ context: guest }))).toBeNull();
  });
});

describe("returnPathFrom", () => {
  it("keeps local paths and refuses open redirects", () => {
    expect(returnPathFrom("/login?redirect=%2Fprofile%2Fbonuses")).toBe("/profile/bonuses");
    for (const evil of ["//evil.example", "/\\evil.example", "https://evil.example", "/%2F%2Fevil.example"]) {
      expect(returnPathFrom(`/login?redirect=${encodeURIComponent(evil)}`)).toBe("/profile");
    }
    expect(returnPathFrom("/login")).toBe("/profile");
    expect(returnPathFrom("/login?redirect=%2F")).toBe("/");
  });
});
