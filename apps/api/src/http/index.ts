export * from "./context.ts";
export * from "./errors.ts";
