import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { TDb } from "../../db/client.ts";

/** GET /health: the process answers and the database runs a statement. */
export function registerHealth(app: FastifyInstance, db: TDb): void {
  app.get("/health", async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: "ok", database: "ok" };
    } catch {
      return reply.status(503).send({ status: "error", database: "unavailable" });
    }
  });
}
