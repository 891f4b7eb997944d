// The shared server entry (CSP nonce on the hydration scripts, rules the production server uses).
export * from "@optika/site/entry.server";
export { default } from "@optika/site/entry.server";
