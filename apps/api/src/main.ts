import { buildApp } from "./app.ts";
import { DatabaseLockedError, openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { loadEnv } from "./env.ts";

async function main(): Promise<void> {
  const env = loadEnv();
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    acquireTimeoutMs: env.DB_ACQUIRE_TIMEOUT_MS,
  });
  await migrateDatabase(handle);
  const app = await buildApp({
    db: handle.db,
    env,
    server: {
      trustProxy: env.TRUST_PROXY,
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
      connectionTimeoutMs: env.CONNECTION_TIMEOUT_MS,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
      bodyLimitBytes: env.BODY_LIMIT_BYTES,
    },
    rateLimit: {
      windowMs: env.RATE_LIMIT_WINDOW_MS,
      max: {
        write: env.RATE_LIMIT_WRITE_MAX,
        read: env.RATE_LIMIT_READ_MAX,
        image: env.RATE_LIMIT_IMAGE_MAX,
      },
      redisUrl: env.REDIS_URL,
    },
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((error: unknown) => {
  if (
    error instanceof DatabaseLockedError ||
    (error instanceof Error && error.message.startsWith("Invalid environment"))
  ) {
    console.error(`api: ${error.message}`);
  } else {
    console.error("api: failed to start", error);
  }
  process.exit(1);
});
