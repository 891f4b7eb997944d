import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { CRASH_STOCK } from "./order-crash-fixture.ts";

const here = dirname(fileURLToPath(import.meta.url));
const CHILD = join(here, "order-crash-child.ts");
/** apps/api: node resolves `--import tsx` from here (tsx's own binary would put a second process in between). */
const API_DIR = join(here, "../../..");
/** Checkout loops in all, and the most kills before a last run is let finish. */
const LOOPS = 100;
const MAX_KILLS = 25;

type TRun = {
  acks: Array<{ loop: number; orderId: number }>;
  code: number | null;
  signal: string | null;
  out: string;
};

/**
 * Runs the child; with `killAfterMs` it is killed with SIGKILL that long after it opened the
 * database (so the kill lands among the checkouts, not in the start-up).
 */
function runChild(args: string[], killAfterMs?: number): Promise<TRun> {
  return new Promise((resolve) => {
    // node itself runs the child (tsx as a loader): SIGKILL hits the process that holds the database
    const child = spawn(process.execPath, ["--import", "tsx", CHILD, ...args], {
      cwd: API_DIR,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const acks: TRun["acks"] = [];
    let timer: NodeJS.Timeout | undefined;
    let out = "";
    let buffer = "";
    child.stdout.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) {
        out += `${line}\n`;
        if (line === "OPEN" && killAfterMs !== undefined)
          timer = setTimeout(() => child.kill("SIGKILL"), killAfterMs);
        const match = /^ACK (\d+) (\d+)$/.exec(line);
        if (match) acks.push({ loop: Number(match[1]), orderId: Number(match[2]) });
      }
    });
    child.stderr.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on("exit", (code, signal) => {
      if (timer) clearTimeout(timer);
      resolve({ acks, code, signal, out });
    });
  });
}

describe("orders survive SIGKILL [pglite on disk]", () => {
  const root = mkdtempSync(join(tmpdir(), "order-crash-"));
  const dir = join(root, "pglite");
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it(`${LOOPS} checkout loops, the process killed at random moments: every acknowledged order is there, no reservation orphaned`, async () => {
    const setup = await runChild([dir, "setup"]);
    expect(setup.code, setup.out).toBe(0);

    const acknowledged = new Map<number, number>();
    let next = 0;
    let kills = 0;
    let midLoopKills = 0;
    let runs = 0;
    while (next < LOOPS) {
      const kill = kills < MAX_KILLS;
      // killed 0.3–5.3 s after the database opened: the first checkout takes ~1.3 s, then ~0.1 s each
      const run = await runChild(
        [dir, "loop", String(next), String(LOOPS)],
        kill ? 300 + Math.random() * 5_000 : undefined,
      );
      runs++;
      if (run.signal === "SIGKILL") {
        kills++;
        if (run.acks.length > 0) midLoopKills++;
      } else expect(run.code, run.out).toBe(0);
      for (const ack of run.acks) {
        // a loop retried after a kill answers the order it had made (same idempotency key)
        const before = acknowledged.get(ack.loop);
        if (before !== undefined) expect(ack.orderId).toBe(before);
        acknowledged.set(ack.loop, ack.orderId);
      }
      const last = run.acks.at(-1);
      if (last) next = last.loop + 1;
    }
    expect(acknowledged.size).toBe(LOOPS);

    const handle = await openDatabase({ pgliteDir: dir });
    try {
      const db = handle.db;
      const orders = await queryRows<{ id: number; items: number; held: number; wanted: number }>(
        db,
        sql`select o.id,
              (select count(*) from order_items i where i.order_id = o.id)::int as items,
              (select coalesce(sum(quantity), 0) from stock_reservations r where r.order_id = o.id and r.released_at is null)::int as held,
              (select coalesce(sum(quantity), 0) from order_items i where i.order_id = o.id)::int as wanted
            from orders o order by o.id`,
      );
      const ids = new Set(orders.map((o) => Number(o.id)));
      for (const orderId of acknowledged.values()) expect(ids.has(orderId)).toBe(true);
      // one order per loop (retries after a kill made no second order), each complete
      expect(orders).toHaveLength(LOOPS);
      for (const order of orders) {
        expect(Number(order.items)).toBe(3);
        expect(Number(order.held)).toBe(Number(order.wanted));
      }
      const [orphans] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from stock_reservations r where not exists (select 1 from orders o where o.id = r.order_id)`,
      );
      expect(Number(orphans?.n)).toBe(0);
      for (const row of CRASH_STOCK) {
        const [state] = await queryRows<{ quantity: number; held: number }>(
          db,
          sql`select st.quantity,
                (select coalesce(sum(quantity), 0) from stock_reservations r
                  where r.store_id = st.store_id and r.modification_id = st.modification_id and r.released_at is null)::int as held
              from stock st where st.store_id = ${row.storeId} and st.modification_id = ${row.modificationId}`,
        );
        // stock taken = stock held by orders: nothing lost, nothing taken twice
        expect(Number(state?.quantity) + Number(state?.held)).toBe(row.quantity);
      }
      process.stdout.write(
        `order-crash: ${LOOPS} loops, ${runs} runs, ${kills} SIGKILLs (${midLoopKills} after the first order of their run), ${acknowledged.size} orders acknowledged and found\n`,
      );
    } finally {
      await handle.close();
    }
  }, 900_000);
});
