import { CART_COUNT_COOKIE, WISHLIST_COUNT_COOKIE } from "@optika/api-contract";
import { expect, it } from "vitest";
import { FX } from "../../test/fixture.ts";
import { describeOnEngines } from "../../test/harness.ts";
import { call, newShopper, type TShopper } from "./cart-test-client.ts";

/** The `name=value` Set-Cookie of one cookie in an answer, or undefined. */
function cookieSet(headers: Record<string, unknown>, name: string): string | undefined {
  const raw = headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [String(raw)];
  return list.map(String).find((cookie) => cookie.startsWith(`${name}=`));
}

function withCookie(shopper: TShopper, cookie: string): TShopper {
  return { headers: { ...shopper.headers, cookie } };
}

describeOnEngines("badge count cookies (decision 0024)", (ctx) => {
  it("every cart answer keeps cart_count equal to the count: set, changed, cleared; none for a visitor without a cart", async () => {
    const app = ctx().app;
    const empty = await call(app, null, "GET", "/cart");
    expect(cookieSet(empty.headers, CART_COUNT_COOKIE)).toBeUndefined();

    const shopper = await newShopper(app);
    const added = await call(app, shopper, "POST", "/cart", { product_id: FX.product.oasys, quantity: 2 });
    expect(added.status).toBe(200);
    const set = cookieSet(added.headers, CART_COUNT_COOKIE);
    expect(set).toMatch(/^cart_count=2; Max-Age=5184000; Path=\/; SameSite=Lax$/);
    expect(set).not.toMatch(/HttpOnly/i);

    // the browser sends it back: an unchanged count sets nothing
    const same = await call(app, withCookie(shopper, "cart_count=2"), "GET", "/cart");
    expect(cookieSet(same.headers, CART_COUNT_COOKIE)).toBeUndefined();
    // a stale one is corrected on the next read
    const stale = await call(app, withCookie(shopper, "cart_count=7"), "GET", "/cart");
    expect(cookieSet(stale.headers, CART_COUNT_COOKIE)).toMatch(/^cart_count=2;/);

    const itemId = added.body.item_id as number;
    const cleared = await call(app, withCookie(shopper, "cart_count=2"), "DELETE", `/cart/${itemId}`);
    expect(cleared.body.count).toBe(0);
    expect(cookieSet(cleared.headers, CART_COUNT_COOKIE)).toMatch(/^cart_count=; Max-Age=0;/);
  });

  it("every wishlist answer keeps wishlist_count equal to the count", async () => {
    const app = ctx().app;
    const shopper = await newShopper(app);
    const saved = await call(app, shopper, "POST", "/wishlist", { product_id: FX.product.oasys });
    expect(cookieSet(saved.headers, WISHLIST_COUNT_COOKIE)).toMatch(/^wishlist_count=1;/);
    const gone = await call(
      app,
      withCookie(shopper, "wishlist_count=1"),
      "DELETE",
      `/wishlist/${FX.product.oasys}`,
    );
    expect(cookieSet(gone.headers, WISHLIST_COUNT_COOKIE)).toMatch(/^wishlist_count=; Max-Age=0;/);
  });
});
