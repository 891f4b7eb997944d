// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { TApiClient } from "../../server/api.server.ts";
import { loadContactPrefill } from "./contact-prefill.server.ts";

const profile = {
  id: 1,
  phone: "79123456789",
  name: "Мария Иванова ",
  email: "maria@example.ru",
  birthday: null,
  is_marketing: true,
};

/** An API whose `GET /users/profile` answers `answer`; the calls are counted. */
function apiAnswering(answer: () => Promise<unknown>) {
  let calls = 0;
  const api = {
    profile: {
      getProfile: () => {
        calls++;
        return answer();
      },
    },
  } as unknown as TApiClient;
  return { api, calls: () => calls };
}

const requestWith = (cookie?: string) =>
  new Request("http://shop.test/checkout", { headers: cookie ? { cookie } : {} });

describe("contact prefill", () => {
  it("a signed-in shopper: the profile's name, phone as the mask shows it, and e-mail", async () => {
    const { api } = apiAnswering(async () => ({ status: 200, body: { profile } }));
    expect(await loadContactPrefill(api, requestWith("sessionToken=frnt1; authToken=abc"))).toEqual({
      name: "Мария Иванова",
      phone: "+7 (912) 345 67 89",
      email: "maria@example.ru",
    });
  });

  it("what the profile lacks is empty", async () => {
    const { api } = apiAnswering(async () => ({
      status: 200,
      body: { profile: { ...profile, name: null, email: null } },
    }));
    expect(await loadContactPrefill(api, requestWith("authToken=abc"))).toEqual({
      name: "",
      phone: "+7 (912) 345 67 89",
      email: "",
    });
  });

  it("a guest (no authToken cookie) is not asked about", async () => {
    const { api, calls } = apiAnswering(async () => ({ status: 200, body: { profile } }));
    expect(await loadContactPrefill(api, requestWith("sessionToken=frnt1"))).toBeNull();
    expect(await loadContactPrefill(api, requestWith())).toBeNull();
    expect(calls()).toBe(0);
  });

  it("a revoked sign-in (401) or a failing API: nothing to fill", async () => {
    const revoked = apiAnswering(async () => ({
      status: 401,
      body: { message: "Пользователь не авторизован" },
    }));
    expect(await loadContactPrefill(revoked.api, requestWith("authToken=abc"))).toBeNull();
    const down = apiAnswering(async () => {
      throw new Error("ECONNREFUSED");
    });
    expect(await loadContactPrefill(down.api, requestWith("authToken=abc"))).toBeNull();
  });
});
