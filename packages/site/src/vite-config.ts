import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type UserConfig } from "vite";
import { precompressPlugin } from "./server/precompress.ts";

/**
 * The one Vite config of both storefront shells (`export default storefrontViteConfig({ port })`).
 * Dev only: the browser talks to its own origin, /api/* goes to the API without the prefix.
 */
export function storefrontViteConfig(o: { port: number }): UserConfig {
  const apiUrl = process.env.API_URL ?? "http://127.0.0.1:4000";
  return defineConfig({
    plugins: [reactRouter(), precompressPlugin()],
    server: {
      port: Number(process.env.PORT ?? o.port),
      proxy: {
        "/api": { target: apiUrl, rewrite: (path) => path.replace(/^\/api/, "") || "/", xfwd: true },
      },
    },
  });
}
