/** Test helpers of the order suites: shoppers with a cart, checkout bodies, signed-in users. */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { TDb } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { issueAuthToken } from "../auth/auth-token-repository.ts";
import { call, newShopper, type TShopper } from "../cart/cart-test-client.ts";

export { call, newShopper, type TShopper };

/** A guest with the given lines in the cart (city 1, Екатеринбург). */
export async function shopperWithCart(
  app: FastifyInstance,
  lines: Array<{ product_id: number; modification_id?: number; quantity?: number; options?: object }>,
  extraHeaders: Record<string, string> = {},
): Promise<TShopper> {
  const shopper = await newShopper(app, extraHeaders);
  for (const line of lines) {
    const res = await call(app, shopper, "POST", "/cart", line);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return shopper;
}

/** A signed-in shopper (user row + auth token) with a session for the cart. */
export async function signedInShopper(
  app: FastifyInstance,
  db: TDb,
  phone: string,
): Promise<TShopper & { userId: number }> {
  const [user] = await db.insert(users).values({ phone, name: "Покупатель" }).returning({ id: users.id });
  if (!user) throw new Error("user insert returned nothing");
  const token = await issueAuthToken(db, user.id, new Date());
  const shopper = await newShopper(app, { authorization: `Bearer ${token}` });
  return { ...shopper, userId: user.id };
}

export const pickupBody = (overrides: Record<string, unknown> = {}) => ({
  customer: { name: "Мария", phone: "+7 (912) 345 67 89", email: "maria@example.ru" },
  delivery: { deliveryId: 1, type: "pickup", pointCode: "store-1" },
  payment: "on_receipt",
  ...overrides,
});

export const courierBody = (overrides: Record<string, unknown> = {}) => ({
  customer: { name: "Мария", phone: "+7 (912) 345 67 89", email: "", is_marketing: false },
  delivery: {
    deliveryId: 3,
    type: "courier",
    address: { fullAddress: "г Екатеринбург, ул Ленина, д 1", coordinates: [56.84, 60.6], apartment: "5" },
  },
  payment: "online",
  ...overrides,
});

/** POST /checkout/process/new with a key (a fresh one unless given). */
export async function checkout(
  app: FastifyInstance,
  shopper: TShopper,
  body: unknown,
  key: string = randomUUID(),
) {
  const res = await app.inject({
    method: "POST",
    url: "/checkout/process/new",
    headers: { ...shopper.headers, "idempotency-key": key },
    payload: body as object,
  });
  return { status: res.statusCode, body: res.json() };
}
