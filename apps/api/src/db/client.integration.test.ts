/**
 * The database handle: PGlite in a worker thread (one process per data directory, clean close,
 * bounded waits) and statement_timeout on PostgreSQL.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { POSTGRES_SKIP_REASON, TEST_DATABASE_URL } from "../test/harness.ts";
import { DatabaseLockedError, openDatabase } from "./client.ts";

const root = mkdtempSync(join(tmpdir(), "optika-client-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function codeOf(error: unknown): unknown {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  return e.code ?? e.cause?.code;
}

describe("PGlite in a worker thread", () => {
  it("refuses a data directory another live process holds, with a clear message", async () => {
    const dir = join(root, "locked");
    writeFileSync(`${dir}.lock`, String(process.ppid)); // the test runner's parent: alive, not us
    const opening = openDatabase({ pgliteDir: dir });
    await expect(opening).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(opening).rejects.toThrow(/in use by another process \(pid \d+\)/);
  });

  it("keeps data across a clean close, releases the lock, and bounds the wait for the connection", async () => {
    const dir = join(root, "data");
    const first = await openDatabase({ pgliteDir: dir, acquireTimeoutMs: 300 });
    expect(existsSync(`${dir}.lock`)).toBe(true);
    await first.db.execute(sql`create table kept (n int)`);
    await first.db.execute(sql`insert into kept values (42)`);

    // one connection: while a statement runs, another waits at most acquireTimeoutMs (then 503)
    const slow = first.db.execute(sql`select pg_sleep(1.5)`).then(() => "done"); // then(): Drizzle queries start when awaited
    const started = Date.now();
    const waiting = await first.db.execute(sql`select 1`).catch((error: unknown) => error);
    expect(waiting).toBeInstanceOf(Error);
    const cause = (waiting as Error).cause as Error | undefined; // Drizzle wraps the driver's error
    expect(String(cause?.message ?? (waiting as Error).message)).toMatch(
      /timeout exceeded when trying to connect/,
    );
    expect(Date.now() - started).toBeLessThan(1_200);
    expect(await slow).toBe("done");

    await first.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);

    const second = await openDatabase({ pgliteDir: dir });
    const result = (await second.db.execute(sql`select n from kept`)) as unknown as { rows: { n: number }[] };
    expect(result.rows).toEqual([{ n: 42 }]);
    await second.close();
  }, 180_000);
});

describe.skipIf(!TEST_DATABASE_URL)(
  `PostgreSQL${TEST_DATABASE_URL ? "" : ` (${POSTGRES_SKIP_REASON})`}`,
  () => {
    it("cancels a statement that runs longer than statement_timeout", async () => {
      const handle = await openDatabase({
        databaseUrl: TEST_DATABASE_URL,
        statementTimeoutMs: 200,
        poolSize: 1,
      });
      try {
        const started = Date.now();
        const error = await handle.db.execute(sql`select pg_sleep(3)`).catch((e: unknown) => e);
        expect(codeOf(error)).toBe("57014");
        expect(Date.now() - started).toBeLessThan(2_000);
        // the connection is usable afterwards
        expect(
          ((await handle.db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] }).rows,
        ).toEqual([{ one: 1 }]);
      } finally {
        await handle.close();
      }
    });
  },
);
