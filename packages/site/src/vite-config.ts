import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type UserConfig } from "vite";
import { precompressPlugin } from "./server/precompress.ts";
import { eagerCompileFramework } from "./vite-compile-hints.ts";
import { inlineSiteCss } from "./vite-inline-css.ts";

/** React, React DOM, the scheduler and React Router: one `framework-*.js` chunk every page loads. */
const FRAMEWORK_CHUNK = "framework";
const FRAMEWORK_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/**
 * Libraries only a dialog or popup needs (RULES: loaded with `React.lazy` on first open): each
 * goes to an `on-demand-*` chunk, and the JS budget test fails if a page preloads one.
 */
const ON_DEMAND_GROUPS = [
  { name: "on-demand-dialog", test: /[\\/]node_modules[\\/]@radix-ui[\\/]react-dialog[\\/]/ },
  { name: "on-demand-zoom", test: /[\\/]node_modules[\\/]react-zoom-pan-pinch[\\/]/ },
];

/**
 * The one Vite config of both storefront shells (`export default storefrontViteConfig({ port })`).
 * Build: the framework in one chunk (decision 0015: one request instead of five, and the JS
 * budget's floor is that chunk), marked for V8's eager compilation (`eagerCompileFramework`); the
 * site's CSS inlined into the HTML (`inlineSiteCss`).
 * Dev: the browser talks to its own origin, /api/* goes to the API without the prefix.
 */
export function storefrontViteConfig(o: { port: number }): UserConfig {
  const apiUrl = process.env.API_URL ?? "http://127.0.0.1:4000";
  return defineConfig({
    plugins: [reactRouter(), inlineSiteCss(), eagerCompileFramework(FRAMEWORK_CHUNK), precompressPlugin()],
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: FRAMEWORK_CHUNK, test: FRAMEWORK_MODULES, priority: 10 },
                  ...ON_DEMAND_GROUPS,
                ],
              },
            },
          },
        },
      },
    },
    server: {
      port: Number(process.env.PORT ?? o.port),
      proxy: {
        "/api": { target: apiUrl, rewrite: (path) => path.replace(/^\/api/, "") || "/", xfwd: true },
      },
    },
  });
}
