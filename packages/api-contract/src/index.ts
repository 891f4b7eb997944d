export * from "./catalog.ts";
export * from "./common.ts";
export * from "./config.ts";
export { contract, type TContract } from "./contract.ts";
export * from "./delivery.ts";
export * from "./forms.ts";
export * from "./geo.ts";
export { generateOpenApi } from "./openapi.ts";
export * from "./products.ts";
