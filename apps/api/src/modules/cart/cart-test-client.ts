/** Test helpers of the cart and wishlist suites: a shopper's session and JSON calls through app.inject. */
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

export type TShopper = { headers: Record<string, string> };

/** A new shopper: a write (choosing the city) creates the session; its token goes in x-session-token. */
export async function newShopper(
  app: FastifyInstance,
  extra: Record<string, string> = {},
): Promise<TShopper> {
  const res = await app.inject({ method: "PUT", url: "/cities/current", payload: { city_id: 1 } });
  expect(res.statusCode).toBe(200);
  return { headers: { "x-session-token": String(res.headers["x-session-token"]), ...extra } };
}

export async function call(
  app: FastifyInstance,
  shopper: TShopper | null,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
) {
  const res = await app.inject({
    method,
    url,
    headers: shopper?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}
