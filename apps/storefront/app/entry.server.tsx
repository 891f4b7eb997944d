// The shared server entry (CSP nonce on the hydration scripts, rules the production server uses).
export {
  createLoadContext,
  cspNonceContext,
  default,
  serverRules,
  streamTimeout,
} from "@optika/site/entry.server";
