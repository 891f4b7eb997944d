// Main-thread time of a page on a throttled phone, A/B between running servers: each load is traced
// in headless Chromium (Debian's, 4× CPU slowdown, phone viewport), alternating between the origins,
// and the script prints per origin the median of: the total busy main-thread time (top-level tasks),
// the blocking time after first contentful paint (the part of each task beyond 50 ms) and the
// longest task after it, and the document's layout and style time and its first paint (ms, as
// traced, not scaled). Steadier than Lighthouse's TBT for comparing two builds on a noisy machine.
// With --unthrottled it reads the load as Lighthouse's simulated throttling does: no slowdown while
// tracing, each task counted four times its length (blocking: 4 × task − 50 ms; busy: 4 × task).
//
// node bench/main-thread/run.mjs [--unthrottled] <path> <rounds> <origin> [<origin> …]
//   e.g. node bench/main-thread/run.mjs /catalog/linzy 5 http://localhost:5120 http://localhost:5110
// Start each build's storefront (and one API) first, as bench/lighthouse/run.mjs does.
// Chromium: CHROMIUM_PATH or /usr/bin/chromium. A benchmark, never a pass/fail.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { PHONE_CONTEXT } from "../phone.mjs";

const args = process.argv.slice(2);
const unthrottled = args[0] === "--unthrottled";
if (unthrottled) args.shift();
/** CPU slowdown while tracing, and the factor each traced task is counted with. */
const [cpuRate, taskScale] = unthrottled ? [1, 4] : [4, 1];
const [path, rounds = "5", ...origins] = args;
if (!path || origins.length === 0)
  throw new Error("usage: run.mjs [--unthrottled] <path> <rounds> <origin> [<origin> …]");
const dir = mkdtempSync(join(tmpdir(), "main-thread-"));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
async function measure(url) {
  const ctx = await browser.newContext(PHONE_CONTEXT);
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
  const out = join(dir, "trace.json");
  await browser.startTracing(page, { path: out, categories: ["toplevel", "devtools.timeline", "loading"] });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(5000);
  await browser.stopTracing();
  await ctx.close();
  const ev = JSON.parse(readFileSync(out, "utf8")).traceEvents;
  // The page's renderer thread: the one that ran the origin's scripts. Not the thread with the most
  // ParseHTML events: Chromium's own omnibox popup (a WebUI page in another renderer) can have more.
  const origin = new URL(url).origin;
  const counts = {};
  for (const e of ev)
    if (e.args?.data?.url?.startsWith(origin))
      counts[e.pid + ":" + e.tid] = (counts[e.pid + ":" + e.tid] ?? 0) + 1;
  if (Object.keys(counts).length === 0) throw new Error(`${url}: the trace holds no script of ${origin}`);
  const [pid, tid] = Object.entries(counts)
    .sort((a, b) => b[1] - a[1])[0][0]
    .split(":")
    .map(Number);
  const fcp = ev.find((e) => e.name === "firstContentfulPaint" && e.pid === pid)?.ts ?? 0;
  const tasks = ev.filter(
    (e) => e.pid === pid && e.tid === tid && e.ph === "X" && e.name === "ThreadControllerImpl::RunTask",
  );
  let tbt = 0,
    busy = 0,
    longest = 0;
  for (const t of tasks) {
    const d = (t.dur / 1000) * taskScale;
    busy += d;
    if (t.ts >= fcp) {
      tbt += Math.max(0, d - 50);
      longest = Math.max(longest, d);
    }
  }
  // the document's rendering work on the page's thread (all of it, as traced), and its first paint
  const on = ev.filter((e) => e.pid === pid && e.tid === tid && e.ph === "X");
  const sum = (name) => on.filter((e) => e.name === name).reduce((a, e) => a + e.dur / 1000, 0);
  const nav = ev.filter((e) => e.name === "navigationStart" && e.pid === pid).pop()?.ts ?? tasks[0]?.ts ?? 0;
  return {
    tbt,
    busy,
    longest,
    layout: sum("Layout"),
    style: sum("UpdateLayoutTree"),
    fcp: fcp ? (fcp - nav) / 1000 : 0,
  };
}
const res = Object.fromEntries(origins.map((o) => [o, []]));
for (let i = 0; i < Number(rounds); i++) for (const o of origins) res[o].push(await measure(o + path));
await browser.close();
const med = (a) => {
  const s = [...a].sort((x, y) => x - y);
  return s[Math.floor(s.length / 2)];
};
for (const o of origins)
  console.log(
    o,
    path,
    "TBT after FCP median",
    med(res[o].map((r) => r.tbt)).toFixed(0),
    "all:",
    res[o].map((r) => r.tbt.toFixed(0)).join(","),
    "| busy median",
    med(res[o].map((r) => r.busy)).toFixed(0),
    "| longest median",
    med(res[o].map((r) => r.longest)).toFixed(0),
    "| layout median",
    med(res[o].map((r) => r.layout)).toFixed(0),
    "| style median",
    med(res[o].map((r) => r.style)).toFixed(0),
    "| first paint median",
    med(res[o].map((r) => r.fcp)).toFixed(0),
  );
