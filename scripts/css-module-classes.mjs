// Part of `pnpm lint`: every `styles.name` a component reads from a CSS module must be a class
// that module defines. An undefined class is `undefined` at run time: the element silently loses
// its styling (the product gallery's opener became an unstyled 16×6 px pill that way when its
// rules moved to another module). Reads `import x from "./a.module.css"` in .ts/.tsx sources and
// checks `x.name` and `x["name"]` against the class selectors of that file. Dynamic keys
// (`x[variant]`) are not checked.

import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const skipDirs = new Set(["node_modules", "dist", "build", ".react-router", "storybook-static", ".turbo"]);

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!skipDirs.has(entry.name) && !entry.name.startsWith(".")) yield* sources(join(dir, entry.name));
    } else if (/\.tsx?$/.test(entry.name)) yield join(dir, entry.name);
  }
}

const classCache = new Map();

/** The class names a CSS module exports: its own class selectors. */
function classesOf(cssFile) {
  const cached = classCache.get(cssFile);
  if (cached) return cached;
  const css = readFileSync(cssFile, "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
  // Selectors only: drop declaration values (`url(a.png)`, `0.5rem`) but keep nested rules.
  const selectors = css.replace(/:[^;{}]*;/g, ";");
  const names = new Set();
  for (const match of selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(match[1]);
  classCache.set(cssFile, names);
  return names;
}

/** `[{ file, line, name, module }]` for every read of a class its module does not define. */
function undefinedClassReads(sourceFile, text = readFileSync(sourceFile, "utf8")) {
  const problems = [];
  for (const imp of text.matchAll(/import\s+(\w+)\s+from\s+["']([^"']+\.module\.css)["']/g)) {
    const [, binding, spec] = imp;
    const cssFile = resolve(dirname(sourceFile), spec);
    const defined = classesOf(cssFile);
    const read = new RegExp(`\\b${binding}(?:\\.([_a-zA-Z$][\\w$]*)|\\[\\s*["']([^"']+)["']\\s*\\])`, "g");
    for (const match of text.matchAll(read)) {
      const name = match[1] ?? match[2];
      if (defined.has(name)) continue;
      const line = text.slice(0, match.index).split("\n").length;
      problems.push({ file: sourceFile, line, name, module: cssFile });
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = [];
  for (const top of ["apps", "packages"]) {
    for (const file of sources(join(root, top))) problems.push(...undefinedClassReads(file));
  }
  for (const p of problems) {
    console.error(
      `${relative(root, p.file)}:${p.line}: .${p.name} is not a class of ${relative(root, p.module)}`,
    );
  }
  if (problems.length > 0) {
    console.error(`${problems.length} read(s) of CSS-module classes that do not exist (they are undefined).`);
    process.exit(1);
  }
  console.log("css-module-classes: every class read from a CSS module is defined there");
}
