/**
 * Runs an integration suite on a fresh in-memory PGlite and, when TEST_DATABASE_URL is set, again
 * on PostgreSQL in a database of its own (created per test file, dropped afterwards).
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import { buildApp, type TBuildAppOptions } from "../app.ts";
import { openDatabase, type TDb, type TDbHandle } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { insertFixture } from "./fixture.ts";

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const POSTGRES_SKIP_REASON = "TEST_DATABASE_URL not set: PostgreSQL run skipped";

export type TEngine = "pglite" | "postgres";

export type TTestContext = {
  engine: TEngine;
  app: FastifyInstance;
  db: TDb;
  /** statements sent to the driver since the last reset */
  queries: string[];
  resetQueries(): void;
};

type TPrepare = (db: TDb) => Promise<void>;

/** buildApp options a suite may set (rate limits are off unless a suite turns them on). */
export type TTestAppOptions = Partial<Omit<TBuildAppOptions, "db" | "env">> & {
  env?: Partial<TBuildAppOptions["env"]>;
};

async function openTestDatabase(
  engine: TEngine,
  onQuery: (sql: string) => void,
): Promise<{ handle: TDbHandle; dispose(): Promise<void> }> {
  if (engine === "pglite") {
    const handle = await openDatabase({ onQuery });
    return { handle, dispose: () => handle.close() };
  }
  if (!TEST_DATABASE_URL) throw new Error(POSTGRES_SKIP_REASON);
  const name = `api_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), onQuery, poolSize: 4 });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** The API on a test database, as the suites see it (another instance may share the database). */
export async function buildTestApp(db: TDb, appOptions: TTestAppOptions = {}): Promise<FastifyInstance> {
  const { env, ...rest } = appOptions;
  return buildApp({
    db,
    logger: false,
    validateResponses: true,
    rateLimit: false,
    ...rest,
    // no background polls: a worker's tick in the middle of a test would add its statements to the
    // test's count (tests drive the workers with runDue())
    payments: { intervalMs: 0, ...rest.payments },
    appointmentJobs: { intervalMs: 0, ...rest.appointmentJobs },
    env: {
      BASE_HOST: "localhost",
      LOG_LEVEL: "silent",
      NODE_ENV: "test",
      IMAGE_CACHE_DIR: "/tmp/api-test-image-cache",
      ...env,
    },
  });
}

export async function createTestContext(
  engine: TEngine,
  prepare: TPrepare = insertFixture,
  appOptions: TTestAppOptions = {},
): Promise<TTestContext & { close(): Promise<void> }> {
  const queries: string[] = [];
  let counting = false;
  const { handle, dispose } = await openTestDatabase(engine, (sql) => {
    if (counting) queries.push(sql);
  });
  await migrateDatabase(handle);
  await prepare(handle.db);
  const app = await buildTestApp(handle.db, appOptions);
  await app.ready();
  // the purge's run at boot (sessions, old codes, dead tokens) goes on after ready: let it end
  // before counting, or its statements land in the first test's count
  await app.sessionPurge.run();
  counting = true;
  return {
    engine,
    app,
    db: handle.db,
    queries,
    resetQueries: () => {
      queries.length = 0;
    },
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}

/**
 * `describe` once per engine. The PostgreSQL run is skipped with a visible reason when
 * TEST_DATABASE_URL is absent.
 */
export function describeOnEngines(
  title: string,
  body: (ctx: () => TTestContext) => void,
  options: { prepare?: TPrepare; timeoutMs?: number; app?: TTestAppOptions } = {},
): void {
  for (const engine of ["pglite", "postgres"] as const) {
    const skip = engine === "postgres" && !TEST_DATABASE_URL;
    describe.skipIf(skip)(`${title} [${engine}]${skip ? ` (${POSTGRES_SKIP_REASON})` : ""}`, () => {
      let ctx: (TTestContext & { close(): Promise<void> }) | undefined;
      beforeAll(async () => {
        ctx = await createTestContext(engine, options.prepare, options.app);
      }, options.timeoutMs ?? 60_000);
      afterAll(async () => {
        await ctx?.close();
      });
      body(() => {
        if (!ctx) throw new Error("test context not ready");
        return ctx;
      });
    });
  }
}
