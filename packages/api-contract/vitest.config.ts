import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // several tests build the whole contract's OpenAPI document: ~1 s alone, past vitest's default
    // 5 s beside the other suites on a 2-core CI machine (it timed out there)
    testTimeout: 30_000,
  },
});
