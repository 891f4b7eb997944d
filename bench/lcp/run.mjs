// Largest contentful paint of a page on a slow phone network, A/B between running servers: each
// load in headless Chromium (Debian's) with DevTools' "Slow 4G" (562.5 ms round trip, 1.47 Mbps
// down), no CPU slowdown, a phone viewport, over HTTP/2 (bench/lighthouse/h2-proxy.mjs in front of
// each origin), alternating between the origins. Prints per load FCP, LCP and the LCP image's
// request start and end; then per origin the medians. Lighthouse simulates the network from an
// unthrottled trace, so on a busy machine its LCP moves with the CPU; a really throttled network
// shows what the order and size of the requests do to the LCP, with little CPU noise.
//
// node bench/lcp/run.mjs <path> <rounds> <port> [<port> …]
//   e.g. node bench/lcp/run.mjs /catalog/linzy 5 5120 5110
// Each port is a storefront's (started as bench/lighthouse/run.mjs starts it); its HTTP/2 proxy
// listens 1000 ports above. CPU=4 adds a 4× CPU slowdown. Chromium: CHROMIUM_PATH or
// /usr/bin/chromium. A benchmark, never a pass/fail.
import { chromium } from "playwright-core";
import { startH2Proxy } from "../lighthouse/h2-proxy.mjs";
import { PHONE_CONTEXT } from "../phone.mjs";

const [path, rounds = "5", ...ports] = process.argv.slice(2);
if (!path || ports.length === 0) throw new Error("usage: run.mjs <path> <rounds> <port> [<port> …]");
const cpuRate = Number(process.env.CPU ?? 1);
/** DevTools' "Slow 4G" preset (the one Lighthouse's devtools throttling uses). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

const proxies = [];
for (const port of ports) proxies.push(await startH2Proxy(Number(port) + 1000, Number(port)));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--ignore-certificate-errors"],
});

async function measure(url) {
  const ctx = await browser.newContext({ ...PHONE_CONTEXT, ignoreHTTPSErrors: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
  await page.addInitScript(() => {
    window.__lcp = { time: 0, url: "" };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__lcp = { time: e.startTime, url: e.url };
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await page.goto(url, { waitUntil: "load", timeout: 120_000 });
  await page.waitForTimeout(1500);
  const result = await page.evaluate(() => {
    const { time, url } = window.__lcp;
    const image = url ? performance.getEntriesByType("resource").find((e) => e.name === url) : undefined;
    return {
      fcp: Math.round(performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0),
      lcp: Math.round(time),
      element: url ? url.slice(url.lastIndexOf("/", url.lastIndexOf("/") - 1)) : "text",
      imageStart: Math.round(image?.requestStart ?? 0),
      imageEnd: Math.round(image?.responseEnd ?? 0),
    };
  });
  await ctx.close();
  return result;
}

const results = Object.fromEntries(ports.map((port) => [port, []]));
try {
  for (let i = 0; i < Number(rounds); i++)
    for (const port of ports) {
      const r = await measure(`https://localhost:${Number(port) + 1000}${path}`);
      results[port].push(r);
      console.log(port, JSON.stringify(r));
    }
} finally {
  await browser.close();
  for (const server of proxies) server.close();
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const port of ports) {
  const rs = results[port];
  console.log(
    `${port} ${path}: median FCP ${median(rs.map((r) => r.fcp))} ms, LCP ${median(rs.map((r) => r.lcp))} ms`,
    `(all: ${rs.map((r) => r.lcp).join(", ")}); LCP image request ${median(rs.map((r) => r.imageStart))}–${median(rs.map((r) => r.imageEnd))} ms`,
  );
}
