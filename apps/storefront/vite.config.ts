import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Dev only: the browser talks to its own origin, /api/* goes to the API without the prefix.
const apiUrl = process.env.API_URL ?? "http://127.0.0.1:4000";

export default defineConfig({
  plugins: [reactRouter()],
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      "/api": { target: apiUrl, rewrite: (path) => path.replace(/^\/api/, "") || "/", xfwd: true },
    },
  },
});
