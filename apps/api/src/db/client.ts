import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema.ts";

export type TSchema = typeof schema;
/** One Drizzle type for both drivers (PGlite and node-postgres). */
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;

export type TDbHandle = {
  db: TDb;
  driver: "pglite" | "postgres";
  close(): Promise<void>;
};

export type TDbOptions = {
  /** postgres://… → node-postgres; otherwise PGlite */
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined → in memory */
  pgliteDir?: string | undefined;
  /** called before every statement sent to the driver (query counting in tests) */
  onQuery?: ((sql: string) => void) | undefined;
  /** node-postgres: statements run after connecting (e.g. SET search_path) */
  poolSize?: number;
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

/** Opens the database: PostgreSQL when `databaseUrl` is given, else PGlite (directory or memory). */
export async function openDatabase(options: TDbOptions): Promise<TDbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on("error", () => {
      /* idle client errors surface on the next query */
    });
    if (options.onQuery) wrapQuery(pool, options.onQuery);
    const db = drizzleNodePg(pool, { schema }) as unknown as TDb;
    return { db, driver: "postgres", close: () => pool.end() };
  }
  let release: (() => void) | undefined;
  if (options.pgliteDir) {
    mkdirSync(options.pgliteDir, { recursive: true });
    release = acquireDirLock(options.pgliteDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
      extensions: { pg_trgm },
    });
  } catch (error) {
    release?.();
    throw error;
  }
  if (options.onQuery) wrapQuery(client, options.onQuery);
  const db = drizzlePglite(client, { schema }) as unknown as TDb;
  return {
    db,
    driver: "pglite",
    close: async () => {
      await client.close();
      release?.();
    },
  };
}
