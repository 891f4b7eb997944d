import { defineConfig } from "vitest/config";
import { inlineSiteCss } from "./src/vite-inline-css.ts";

export default defineConfig({
  // root.tsx imports `virtual:optika/site-css` (decision 0015): outside a build it is ""
  plugins: [inlineSiteCss()],
  test: {
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    passWithNoTests: false,
  },
});
