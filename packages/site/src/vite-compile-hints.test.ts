import type { Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import { EAGER_COMPILE_HINT, eagerCompileFramework } from "./vite-compile-hints.ts";

function chunk(name: string, code: string): Rolldown.OutputChunk {
  return { type: "chunk", name, fileName: `${name}-abc123.js`, code } as Rolldown.OutputChunk;
}

function generate(bundle: Rolldown.OutputBundle) {
  const plugin = eagerCompileFramework("framework");
  const hook = plugin.generateBundle as (options: unknown, bundle: Rolldown.OutputBundle) => void;
  hook.call({}, {}, bundle);
}

describe("eagerCompileFramework", () => {
  it("starts the framework chunk with V8's compile hint and leaves other chunks as they are", () => {
    const bundle = {
      "framework-abc123.js": chunk("framework", "import{r}from'./x.js';var a=1;"),
      "root-abc123.js": chunk("root", "var b=2;"),
    } as unknown as Rolldown.OutputBundle;
    generate(bundle);
    expect((bundle["framework-abc123.js"] as Rolldown.OutputChunk).code).toBe(
      "//# allFunctionsCalledOnLoad\nimport{r}from'./x.js';var a=1;",
    );
    expect((bundle["root-abc123.js"] as Rolldown.OutputChunk).code).toBe("var b=2;");
  });

  it("adds the hint once when the hook runs again", () => {
    const bundle = {
      "framework-abc123.js": chunk("framework", "var a=1;"),
    } as unknown as Rolldown.OutputBundle;
    generate(bundle);
    generate(bundle);
    expect((bundle["framework-abc123.js"] as Rolldown.OutputChunk).code).toBe(
      `${EAGER_COMPILE_HINT}var a=1;`,
    );
  });
});
