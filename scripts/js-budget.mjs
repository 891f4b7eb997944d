// Issue 7's JavaScript budget, checked on the production builds of both storefronts (`npm test`
// runs it after the builds: turbo task `//#test:budget`). For every route it sums the gzipped
// bytes (gzip -9, deterministic) of all JavaScript the page loads before interaction: the client
// entry, the `modulepreload` list <Scripts> emits (the entry's imports, then each matched route's
// module and its imports, client loader/action/middleware modules) for the root and the leaf
// route, and fails when a route is over its budget. The list comes from React Router's own
// manifest (`build/client/assets/manifest-*.js`, the object the server build embeds), so it is
// exactly what the HTML preloads. Decision 0015 explains the budgets (floor + app allowance).
//
// node scripts/js-budget.mjs [--report] [app dir…]   (--report: print the table, never fail)

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { root } from "./toolchain.mjs";

/**
 * The framework floor in KB (1024 bytes) gzipped: React 19 + React DOM + React Router 8 in the
 * `framework` chunk (vite-config.ts), the client entry and the chunk loader; 104.8 KB measured.
 */
export const FLOOR_BUDGET_KB = 106;

/**
 * The app's own JavaScript each route may add to the floor (KB gzipped): what it measured after
 * the site shell of issue 8 landed (session 3), rounded up by at most 1 KB. Routes not listed use `default`. Issue 7 asked
 * for home 70, catalogue 75, product 80 in total: below the floor alone (decision 0015).
 */
export const APP_BUDGETS_KB = {
  // raised in session 4 (decision 0024) to what the routes measured with the cart's client state
  // (TanStack Query in the shell, card counter and heart) and quick-buy merged, rounded up ≤ 0.5 KB
  home: 45,
  "catalog-index": 32.5,
  "catalog-category": 48,
  "catalog-filtered": 48,
  "lenses-index": 44,
  "lenses-type": 49.5,
  "ochki-index": 45,
  "ochki-param": 75,
  product: 64,
  certificates: 42.5,
  cart: 40.5,
  wishlist: 42.5,
  "catch-all": 29,
  // accounts (issue 10, decision 0027; +8 KB for the shell's TanStack Query of decision 0024): the sign-in pages carry the forms and the phone mask; the
  // profile pages their frame; the edit page react-hook-form. The dialogs are a lazy chunk.
  authorization: 41.5,
  registration: 41.5,
  profile: 33.5,
  "profile-edit": 46,
  "profile-discount-card": 33,
  "profile-get-card": 33,
  "profile-discount-card-view": 33,
  "get-card": 33,
  "profile-certificates": 33,
  "profile-bonuses": 33.5,
  "profile-my-acuvue": 33,
  // /search renders the listing's cards and pagination (decision 0029)
  search: 39,
  // clinics and appointments (issue 13, decision 0031): measured after the session-4 merges, +≤1 KB;
  // the wizard carries its contacts form and the phone mask; leaflet stays in the lazy ClinicMap chunk
  zapis: 46.5,
  "zapis-service": 46.5,
  appointment: 46.5,
  "zapis-success": 35,
  "zapis-error": 34,
  "bystraya-zapis": 43,
  uslugi: 34,
  "uslugi-category": 33.5,
  "uslugi-service": 35,
  specialists: 34,
  specialist: 35,
  kontakty: 35,
  "profile-zapis": 37.5,
  default: 29,
};

const APPS = ["apps/storefront", "apps/partner-jj"];

/** Chunks of dialog/popup libraries (vite-config.ts `ON_DEMAND_GROUPS`): never preloaded by a page. */
const ON_DEMAND_CHUNK = /\/on-demand-[\w-]+\.js$/;

/** React Router's client manifest of one build (the `window.__reactRouterManifest = {…}` file). */
export function readManifest(appDir) {
  const assets = join(appDir, "build", "client", "assets");
  let files;
  try {
    files = readdirSync(assets).filter((f) => /^manifest-[\w-]+\.js$/.test(f));
  } catch {
    throw new Error(`${assets} does not exist: build the app first (pnpm turbo run build)`);
  }
  if (files.length !== 1) throw new Error(`expected one manifest-*.js in ${assets}, found ${files.length}`);
  const text = readFileSync(join(assets, files[0]), "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  return { manifest: JSON.parse(json), assets };
}

/** The module URLs a document for `routeIds` (root first) preloads, as <Scripts> lists them. */
export function preloadedModules(manifest, routeIds) {
  const urls = [manifest.entry.module, ...manifest.entry.imports];
  for (const id of routeIds) {
    const r = manifest.routes[id];
    if (!r) throw new Error(`route ${id} is not in the manifest`);
    for (const key of [
      "clientActionModule",
      "clientLoaderModule",
      "clientMiddlewareModule",
      "hydrateFallbackModule",
    ])
      if (r[key]) urls.push(r[key]);
    urls.push(r.module, ...(r.imports ?? []));
  }
  return [...new Set(urls)];
}

function gzipBytes(assets, url, cache) {
  if (!cache.has(url)) {
    const file = join(assets, url.replace(/^\/assets\//, ""));
    cache.set(url, gzipSync(readFileSync(file), { level: 9 }).length);
  }
  return cache.get(url);
}

/** The framework's share: the client entry, its imports and the `framework` chunk (vite-config.ts). */
function isFramework(manifest, url) {
  return (
    url === manifest.entry.module ||
    manifest.entry.imports.includes(url) ||
    /\/framework-[\w-]+\.js$/.test(url)
  );
}

export function measure(appDir) {
  const { manifest, assets } = readManifest(appDir);
  const cache = new Map();
  const leaves = Object.values(manifest.routes).filter((r) => r.id !== "root");
  const rows = leaves.map((leaf) => {
    const chain = [];
    for (let r = leaf; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) chain.unshift(r.id);
    const urls = preloadedModules(manifest, chain);
    let floor = 0;
    let app = 0;
    for (const url of urls) {
      const bytes = gzipBytes(assets, url, cache);
      if (isFramework(manifest, url)) floor += bytes;
      else app += bytes;
    }
    const appBudgetKb = APP_BUDGETS_KB[leaf.id] ?? APP_BUDGETS_KB.default;
    const onDemand = urls.filter((url) => ON_DEMAND_CHUNK.test(url));
    return { route: leaf.id, files: urls.length, floor, app, total: floor + app, appBudgetKb, onDemand };
  });
  return rows;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

function main() {
  const args = process.argv.slice(2);
  const report = args.includes("--report");
  const apps = args.filter((a) => !a.startsWith("--"));
  let failures = 0;
  for (const app of apps.length ? apps : APPS) {
    const rows = measure(join(root, app));
    console.log(`\n${app}: gzipped JS loaded before interaction (KB)`);
    console.log("route               files  floor    app  total   budget (floor + app)");
    for (const r of rows) {
      const appOver = r.app > r.appBudgetKb * 1024;
      const floorOver = r.floor > FLOOR_BUDGET_KB * 1024;
      const eager = r.onDemand.length > 0;
      if (appOver || floorOver || eager) failures++;
      const budget = `${FLOOR_BUDGET_KB + r.appBudgetKb} (${FLOOR_BUDGET_KB} + ${r.appBudgetKb})`;
      console.log(
        `${r.route.padEnd(19)} ${String(r.files).padStart(5)} ${kb(r.floor).padStart(6)} ${kb(r.app).padStart(6)} ${kb(r.total).padStart(6)}   ${budget}${appOver ? "  APP OVER BUDGET" : ""}${floorOver ? "  FLOOR OVER BUDGET" : ""}${eager ? `  PRELOADS DIALOG CODE ${r.onDemand.join(", ")} (load it with React.lazy on first open)` : ""}`,
      );
    }
  }
  if (failures && !report) {
    console.error(`\n${failures} route(s) over the JavaScript budget (scripts/js-budget.mjs, decision 0015)`);
    process.exit(1);
  }
  console.log(report ? "\n(report only)" : "\nall routes within the JavaScript budget");
}

if (import.meta.url === `file://${process.argv[1]}`) main();
