/**
 * The browser's sign-in calls (through the storefront's `/api` proxy). The API sets the HttpOnly
 * `authToken` cookie itself on success; the browser never sees or stores the token.
 */

export type TAuthAnswer = { ok: boolean; status: number; body: unknown };

type TFetch = typeof fetch;

/** A JSON POST through the `/api` proxy; network failures answer `{ ok: false, status: 0 }`. */
export async function postJson(fetchImpl: TFetch, path: string, payload: unknown): Promise<TAuthAnswer> {
  try {
    const response = await fetchImpl(`/api${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(payload ?? {}),
      credentials: "same-origin",
    });
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    return { ok: response.ok, status: response.status, body };
  } catch {
    return { ok: false, status: 0, body: null };
  }
}

function withRecaptcha<T extends object>(payload: T, recaptcha: string | null | undefined) {
  return recaptcha ? { ...payload, "g-recaptcha-response": recaptcha } : payload;
}

/** Reads a boolean answer of `POST /users/check-exist`: `{ exists }` or a bare truthy value. */
export function existsFrom(body: unknown): boolean {
  if (typeof body === "object" && body !== null && "exists" in body) return Boolean(body.exists);
  return Boolean(body);
}

export function createAuthApi(fetchImpl: TFetch = (...args) => fetch(...args)) {
  return {
    checkExist: (phone: string) => postJson(fetchImpl, "/users/check-exist", { phone }),
    requestCode: (phone: string, o: { repeat?: boolean; recaptcha?: string | null } = {}) =>
      postJson(
        fetchImpl,
        "/users/request",
        withRecaptcha({ username: phone, ...(o.repeat ? { repeat: 1 } : {}) }, o.recaptcha),
      ),
    signup: (phone: string, o: { repeat?: boolean; recaptcha?: string | null } = {}) =>
      postJson(
        fetchImpl,
        "/users/signup",
        withRecaptcha({ phone, ...(o.repeat ? { repeat: 1 } : {}) }, o.recaptcha),
      ),
    loginByCode: (phone: string, code: string, recaptcha?: string | null) =>
      postJson(fetchImpl, "/users/login", withRecaptcha({ username: phone, password: code }, recaptcha)),
    confirmPhone: (phone: string, code: string, recaptcha?: string | null) =>
      postJson(fetchImpl, "/users/confirm/phone", withRecaptcha({ phone, token: code }, recaptcha)),
    loginByPassword: (phone: string, password: string) =>
      postJson(fetchImpl, "/auth/login", { username: phone, password }),
    register: (phone: string, name: string) => postJson(fetchImpl, "/users/registration", { phone, name }),
    requestPassword: (phone: string) => postJson(fetchImpl, "/users/request-password", { phone }),
    logout: () => postJson(fetchImpl, "/auth/logout", {}),
  };
}

export type TAuthApi = ReturnType<typeof createAuthApi>;
