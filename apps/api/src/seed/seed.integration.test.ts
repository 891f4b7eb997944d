import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type TDbHandle } from "../db/client.ts";
import { migrateDatabase, migratedTableNames } from "../db/migrate.ts";
import { queryRows } from "../db/rows.ts";
import { AlreadySeededError, readSeedMeta, SEED_VERSION, seedDatabase, type TSeedResult } from "./index.ts";

describe("seedDatabase on PGlite", () => {
  let handle: TDbHandle;
  let result: TSeedResult;
  let seconds = 0;

  beforeAll(async () => {
    handle = await openDatabase({});
    await migrateDatabase(handle);
    const started = performance.now();
    result = await seedDatabase(handle.db);
    seconds = (performance.now() - started) / 1000;
    console.log(
      `seed on PGlite: ${seconds.toFixed(1)} s, ${result.products} products, ${result.modifications} modifications, ${result.stock} stock rows`,
    );
  }, 180_000);

  afterAll(async () => {
    await handle?.close();
  });

  it("fills the tables with what the generator made", async () => {
    const counts = await queryRows<{
      products: number;
      modifications: number;
      stock: number;
      cities: number;
    }>(
      handle.db,
      sql`select (select count(*) from products)::int as products, (select count(*) from modifications)::int as modifications,
        (select count(*) from stock)::int as stock, (select count(*) from cities)::int as cities`,
    );
    expect(counts[0]).toEqual({
      products: result.products,
      modifications: result.modifications,
      stock: result.stock,
      cities: result.cities,
    });
    expect(result.products).toBeGreaterThan(250);
    expect(seconds).toBeLessThan(60);
  });

  it("stores the certificate 9907, the MyAcuvue group and image specs", async () => {
    const [cert] = await queryRows<{ name: string; price: number }>(
      handle.db,
      sql`select name, price from products where id = 9907`,
    );
    expect(cert?.price).toBe(100_000);
    const promo = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(distinct product_id)::int as n from product_characteristics where group_name = 'Акции MyAcuvue'`,
    );
    expect(promo[0]?.n).toBeGreaterThanOrEqual(8);
    const [image] = await queryRows<{ kind: string }>(
      handle.db,
      sql`select spec->>'kind' as kind from images i join products p on p.image_id = i.id where p.id = 9907`,
    );
    expect(image?.kind).toBe("certificate");
  });

  it("has every product with a modification and the 'retry without city' data", async () => {
    const [orphans] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from products p where not exists (select 1 from modifications m where m.product_id = p.id)`,
    );
    expect(orphans?.n).toBe(0);
    const [outside] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from modifications m
        where exists (select 1 from stock s join stores st on st.id = s.store_id where s.modification_id = m.id and st.city_id <> 1)
          and not exists (select 1 from stock s join stores st on st.id = s.store_id where s.modification_id = m.id and st.city_id = 1)`,
    );
    expect(outside?.n).toBeGreaterThan(100);
  });

  it("remembers the seed and refuses to seed twice unless reset", async () => {
    expect(await readSeedMeta(handle.db)).toEqual({ version: SEED_VERSION, scale: 1, seed: result.seed });
    await expect(seedDatabase(handle.db)).rejects.toBeInstanceOf(AlreadySeededError);
  });

  it("a reset seeds from scratch: content, clinics and shoppers once again, what shoppers added gone", async () => {
    // the row count of every table the migrations made
    const census = async () => {
      const counts: Record<string, number> = {};
      for (const name of await migratedTableNames(handle.db)) {
        const [row] = await queryRows<{ n: number }>(
          handle.db,
          sql.raw(`select count(*)::int as n from "${name}"`),
        );
        counts[name] = row?.n ?? 0;
      }
      return counts;
    };
    const before = await census();
    await handle.db.execute(sql`insert into sessions (token) values ('a-shopper-session-token')`);
    await seedDatabase(handle.db, { reset: true, seed: result.seed });
    expect(await census()).toEqual(before);
    expect(before).toMatchObject({ sessions: 0, products: result.products });
    expect(before.cms_pages).toBeGreaterThan(0);
    expect(before.articles).toBeGreaterThan(0);
  }, 180_000);
});
