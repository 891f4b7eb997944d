export * from "./business-constants";
