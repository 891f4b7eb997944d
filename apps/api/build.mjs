// Bundles the API entry points to dist/ (ESM, node24). Workspace packages (@optika/*) export
// TypeScript source, so they are inlined; every other dependency stays external and is loaded
// from node_modules at run time. Migrations are read from apps/api/drizzle at run time.
import { readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith("@optika/"),
);

rmSync(join(root, "dist"), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  // the embedded database runs in a worker thread: its entry is a file of its own (see db/pglite-server.ts)
  entryPoints: {
    main: "src/main.ts",
    "cli/setup-db": "src/cli/setup-db.ts",
    "cli/list-forms": "src/cli/list-forms.ts",
    "cli/list-quick-requests": "src/cli/list-quick-requests.ts",
    "db/pglite-worker": "src/db/pglite-worker.ts",
  },
  outdir: "dist",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node24",
  sourcemap: true,
  // bare imports of external packages and their subpaths (drizzle-orm/pg-core, …)
  external: external.flatMap((name) => [name, `${name}/*`]),
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: "info",
});
