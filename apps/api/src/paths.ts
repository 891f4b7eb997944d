import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

function findUp(start: string, marker: string): string | undefined {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, marker))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

const here = dirname(fileURLToPath(import.meta.url));

/** apps/api (found from src/ or from the bundle in dist/). */
export const apiRoot: string = findUp(here, join("drizzle", "meta", "_journal.json")) ?? process.cwd();
/** The folder drizzle-kit writes migrations to; read at run time. */
export const migrationsFolder: string = join(apiRoot, "drizzle");
/** The monorepo root (pnpm-workspace.yaml), else the API folder. */
export const repoRoot: string = findUp(apiRoot, "pnpm-workspace.yaml") ?? apiRoot;
