/**
 * Child process of the SIGKILL test (order-crash.integration.test.ts): opens a PGlite data
 * directory on disk and creates orders in a loop, printing `ACK <loop> <orderId>` once each order's
 * transaction has committed (`OPEN` once the database is open). The test kills it with SIGKILL at random moments and starts it again.
 *
 *   tsx order-crash-child.ts <dataDir> setup
 *   tsx order-crash-child.ts <dataDir> loop <from> <to>
 *
 * A loop's cart (session `crash-session-<n>`) and idempotency key (`crash-key-<n>`) are fixed, so a
 * loop repeated after a kill is the shopper's retry: the same order if it had committed.
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "../../db/client.ts";
import { migrateDatabase } from "../../db/migrate.ts";
import { cartItems, carts, sessions, stock } from "../../db/schema.ts";
import { insertFixture } from "../../test/fixture.ts";
import { createOrder } from "./create-order.ts";
import { CRASH_STOCK } from "./order-crash-fixture.ts";
import { quoteChainDelivery } from "./order-delivery.ts";

const [dir, mode, fromText, toText] = process.argv.slice(2);
if (!dir || (mode !== "setup" && mode !== "loop")) {
  process.stderr.write("usage: order-crash-child.ts <dataDir> setup | loop <from> <to>\n");
  process.exit(2);
}
const handle = await openDatabase({ pgliteDir: dir });
const { db } = handle;
if (mode === "setup") {
  await migrateDatabase(handle);
  await insertFixture(db);
  for (const row of CRASH_STOCK) {
    await db
      .insert(stock)
      .values(row)
      .onConflictDoUpdate({ target: [stock.storeId, stock.modificationId], set: { quantity: row.quantity } });
  }
  await handle.close();
  process.stdout.write("READY\n");
  process.exit(0);
}
process.stdout.write("OPEN\n");
const from = Number(fromText);
const to = Number(toText);
for (let n = from; n < to; n++) {
  const token = `crash-session-${n}`;
  await db.insert(sessions).values({ token, cityId: 1 }).onConflictDoNothing();
  const [cart] = await db
    .insert(carts)
    .values({ sessionToken: token })
    .onConflictDoUpdate({ target: carts.sessionToken, set: { updatedAt: sql`now()` } })
    .returning({ id: carts.id });
  if (!cart) throw new Error("cart upsert returned nothing");
  await db
    .insert(cartItems)
    .values([
      {
        cartId: cart.id,
        productId: 101,
        modificationId: 50001,
        options: { eye: "left" },
        optionsKey: '{"eye":"left"}',
        quantity: 1 + (n % 2),
      },
      {
        cartId: cart.id,
        productId: 101,
        modificationId: 50001,
        options: { eye: "right" },
        optionsKey: '{"eye":"right"}',
        quantity: 1,
      },
      { cartId: cart.id, productId: 102, modificationId: 60102, quantity: 1 + (n % 3) },
    ])
    .onConflictDoNothing();
  const { orderId } = await createOrder(
    db,
    { quoteDelivery: quoteChainDelivery, reservationMinutes: 30 },
    {
      idempotencyKey: `crash-key-${n}`,
      request: {
        customer: { name: "Тест", phone: "79120000000", email: null, is_marketing: true },
        delivery: { deliveryId: 1, type: "pickup", pointCode: "store-1" },
        payment: "on_receipt",
        bonuses: 0,
      },
      owner: { kind: "session", sessionToken: token },
      userId: null,
      cityId: 1,
      deviceUuid: null,
      now: new Date(),
    },
  );
  process.stdout.write(`ACK ${n} ${orderId}\n`);
}
await handle.close();
process.stdout.write("DONE\n");
process.exit(0);
