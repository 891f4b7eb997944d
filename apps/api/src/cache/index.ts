export * from "./read-cache.ts";
