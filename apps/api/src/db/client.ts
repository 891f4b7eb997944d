import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { dirname, join } from "node:path";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { startPgliteServer, type TPgliteServer } from "./pglite-server.ts";
import * as schema from "./schema.ts";

export type TSchema = typeof schema;
/** One Drizzle type for both engines (both reached through node-postgres). */
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;

export type TDbHandle = {
  db: TDb;
  /** the engine behind the connection */
  driver: "pglite" | "postgres";
  /** PostgreSQL: the connection string (migrations open a connection of their own, without timeout) */
  url?: string;
  close(): Promise<void>;
};

/** PostgreSQL cancels a statement that runs longer (the request answers 503). */
const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;
/** A request waits at most this long for a free connection (the request answers 503). */
const DEFAULT_ACQUIRE_TIMEOUT_MS = 10_000;

export type TDbOptions = {
  /** postgres://… → node-postgres; otherwise PGlite */
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined → in memory */
  pgliteDir?: string | undefined;
  /** called before every statement sent to the driver (query counting in tests) */
  onQuery?: ((sql: string) => void) | undefined;
  /** PostgreSQL: connections in the pool (PGlite always has one) */
  poolSize?: number;
  /** PostgreSQL: statement_timeout in ms, 0 = none (default DEFAULT_STATEMENT_TIMEOUT_MS) */
  statementTimeoutMs?: number;
  /** longest wait for a free connection in ms (default DEFAULT_ACQUIRE_TIMEOUT_MS) */
  acquireTimeoutMs?: number;
};

export class DatabaseLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is in use by another process (pid ${pid}). ` +
        "PGlite allows one process at a time: stop that process (or run the API against PostgreSQL with DATABASE_URL), then try again.",
    );
    this.name = "DatabaseLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** An exclusive lock file beside the PGlite directory: `<dir>.lock` holding the owner's pid. */
function acquireDirLock(dir: string): () => void {
  const lockPath = join(dirname(dir), `${dir.split(/[\\/]/).pop()}.lock`);
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(lockPath, "utf8") === String(process.pid)) rmSync(lockPath, { force: true });
        } catch {
          /* already gone */
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(readFileSync(lockPath, "utf8").trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DatabaseLockedError(dir, pid);
      }
      rmSync(lockPath, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

type TQueryable = { query: (...args: never[]) => unknown };

function wrapQuery<T extends TQueryable>(target: T, onQuery: (sql: string) => void): void {
  const original = target.query.bind(target) as (...args: unknown[]) => unknown;
  (target as { query: unknown }).query = (...args: unknown[]) => {
    const first = args[0];
    onQuery(typeof first === "string" ? first : String((first as { text?: string })?.text ?? ""));
    return original(...args);
  };
}

function createPool(config: pg.PoolConfig, options: TDbOptions): pg.Pool {
  const pool = new pg.Pool({
    ...config,
    // a request waits this long for a free connection, then fails (503) instead of queueing forever
    connectionTimeoutMillis: options.acquireTimeoutMs ?? DEFAULT_ACQUIRE_TIMEOUT_MS,
  });
  pool.on("error", () => {
    /* idle client errors surface on the next query */
  });
  // every statement once, transactions included: pool.query and a checked-out client both run on a client
  const { onQuery } = options;
  if (onQuery) pool.on("connect", (client) => wrapQuery(client, onQuery));
  return pool;
}

/**
 * Opens the database: PostgreSQL when `databaseUrl` is given, else PGlite (directory or memory).
 * Both are reached through node-postgres, so there is one Drizzle driver: PGlite runs in a worker
 * thread behind a unix socket (pglite-server.ts) and can never block the API's event loop.
 */
export async function openDatabase(options: TDbOptions): Promise<TDbHandle> {
  if (options.databaseUrl) {
    const statementTimeout = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    const pool = createPool(
      {
        connectionString: options.databaseUrl,
        max: options.poolSize ?? 10,
        // sent as a startup parameter: no extra statement per connection
        ...(statementTimeout > 0 ? { statement_timeout: statementTimeout } : {}),
      },
      options,
    );
    const db = drizzleNodePg(pool, { schema }) as unknown as TDb;
    return { db, driver: "postgres", url: options.databaseUrl, close: () => pool.end() };
  }
  let release: (() => void) | undefined;
  if (options.pgliteDir) {
    mkdirSync(options.pgliteDir, { recursive: true });
    release = acquireDirLock(options.pgliteDir);
  }
  let server: TPgliteServer;
  try {
    server = await startPgliteServer(options.pgliteDir);
  } catch (error) {
    release?.();
    throw error;
  }
  // PGlite is a single connection: one pooled client, requests queue for it. PGlite ignores
  // statement_timeout (no timers in wasm); the acquire timeout bounds the wait instead.
  const pool = createPool(
    { host: server.socketDir, port: server.port, user: "postgres", database: "postgres", max: 1 },
    options,
  );
  const db = drizzleNodePg(pool, { schema }) as unknown as TDb;
  let closing: Promise<void> | undefined;
  return {
    db,
    driver: "pglite",
    close: () => {
      closing ??= (async () => {
        try {
          await pool.end();
          await server.stop();
        } finally {
          release?.();
        }
      })();
      return closing;
    },
  };
}
