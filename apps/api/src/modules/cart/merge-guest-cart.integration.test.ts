import { expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { FX, insertFixture } from "../../test/fixture.ts";
import { describeOnEngines } from "../../test/harness.ts";
import { upsertSession } from "../session/session-repository.ts";
import { addToWishlist } from "../wishlist/add-to-wishlist.ts";
import { getWishlist } from "../wishlist/get-wishlist.ts";
import { mergeGuestWishlist } from "../wishlist/merge-guest-wishlist.ts";
import { addToCart } from "./add-to-cart.ts";
import type { TCartOwner } from "./cart-owner.ts";
import { loadCart } from "./load-cart.ts";
import { mergeGuestCart } from "./merge-guest-cart.ts";

const now = new Date();
const context = { now, deviceUuid: null };
const line = (modificationId: number, quantity: number, eye: string) => ({
  productId: FX.product.oasys1day,
  modificationId,
  quantity,
  options: { eye },
  data: {},
});

describeOnEngines(
  "sign-in seam: merging a guest's cart and wishlist into the user's (repository level)",
  (ctx) => {
    it("moves new lines, adds up shared ones within stock, deletes the guest cart", async () => {
      const { db } = ctx();
      const token = "frnt-merge-test-session-1";
      await upsertSession(db, token, now);
      const guest: TCartOwner = { kind: "session", sessionToken: token };
      const user: TCartOwner = { kind: "user", userId: 42 };
      await addToCart(db, guest, line(FX.mod.m100bc85, 2, "left"), context); // stock 6
      await addToCart(db, guest, line(FX.mod.m150bc90, 3, "left"), context); // stock 3
      await addToCart(db, guest, line(FX.mod.m100bc85, 1, "right"), context);
      await addToCart(db, user, line(FX.mod.m100bc85, 3, "left"), context);
      await addToCart(db, user, line(FX.mod.m150bc90, 2, "left"), context);

      const merged = await db.transaction((tx) => mergeGuestCart(tx, { sessionId: token, userId: 42 }, now));
      expect(merged).toBe(3);
      const cart = await loadCart(db, user, FX.city.ekb);
      expect(cart.items.map((i) => [i.modification.id, i.options.eye, i.quantity])).toEqual([
        [FX.mod.m100bc85, "left", 5],
        [FX.mod.m150bc90, "left", 3], // 2 + 3 capped at the stock of 3
        [FX.mod.m100bc85, "right", 1],
      ]);
      expect(cart.count).toBe(9);
      expect((await loadCart(db, guest, FX.city.ekb)).items).toEqual([]);
      // nothing left to merge the second time
      expect(await db.transaction((tx) => mergeGuestCart(tx, { sessionId: token, userId: 42 }, now))).toBe(0);
    });

    it("a user without a cart gets the guest's; a rolled-back sign-in leaves the guest cart alone", async () => {
      const { db } = ctx();
      const token = "frnt-merge-test-session-2";
      await upsertSession(db, token, now);
      const guest: TCartOwner = { kind: "session", sessionToken: token };
      await addToCart(db, guest, line(FX.mod.m100bc85, 1, "left"), context);
      await expect(
        db.transaction(async (tx) => {
          await mergeGuestCart(tx, { sessionId: token, userId: 7 }, now);
          throw new Error("sign-in failed later");
        }),
      ).rejects.toThrow("sign-in failed later");
      expect((await loadCart(db, guest, FX.city.ekb)).count).toBe(1);
      await db.transaction((tx) => mergeGuestCart(tx, { sessionId: token, userId: 7 }, now));
      expect((await loadCart(db, { kind: "user", userId: 7 }, FX.city.ekb)).count).toBe(1);
    });

    it("the guest's saved products join the user's wishlist without duplicates", async () => {
      const { db } = ctx();
      const token = "frnt-merge-test-session-3";
      await upsertSession(db, token, now);
      const guest: TCartOwner = { kind: "session", sessionToken: token };
      const user: TCartOwner = { kind: "user", userId: 42 };
      await addToWishlist(db, guest, FX.product.oasys, context);
      await addToWishlist(db, guest, FX.product.moist, context);
      await addToWishlist(db, user, FX.product.oasys, context);
      expect(await db.transaction((tx) => mergeGuestWishlist(tx, { sessionId: token, userId: 42 }))).toBe(1);
      const list = await getWishlist(db, user, FX.city.ekb);
      expect(list.items.map((i) => i.product_id).sort()).toEqual([FX.product.oasys, FX.product.moist].sort());
      expect((await getWishlist(db, guest, FX.city.ekb)).count).toBe(0);
    });
  },
  {
    // carts.user_id and wishlist_items.user_id reference users (accounts, issue 10)
    prepare: async (db) => {
      await insertFixture(db);
      await db.insert(users).values([
        { id: 7, phone: "79000000007" },
        { id: 42, phone: "79000000042" },
      ]);
    },
  },
);
