import type { Plugin } from "vite";

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has every
 * function compiled eagerly, on a background thread while the file streams in, instead of on the
 * main thread at each function's first call. Other engines read a comment.
 */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Marks the framework chunk (React, React DOM, React Router) for eager compilation: hydration calls
 * most of it at once, and its lazy compilation was part of the longest tasks after first paint
 * (issue 7, docs/benchmarks.md). Added after minification (the minifier drops comments), before
 * the build's precompression.
 */
export function eagerCompileFramework(chunkName: string): Plugin {
  return {
    name: "optika:eager-compile-framework",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle))
        if (
          output.type === "chunk" &&
          output.name === chunkName &&
          !output.code.startsWith(EAGER_COMPILE_HINT)
        )
          output.code = EAGER_COMPILE_HINT + output.code;
    },
  };
}
