export * from "./business-constants.ts";
