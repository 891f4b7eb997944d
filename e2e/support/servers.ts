// The production builds of the API and both brands, on ports of their own so that a running
// `npm start` is not disturbed, with their own embedded database (migrated and seeded once).
import { createRequire } from "node:module";
import { join } from "node:path";

const root = join(import.meta.dirname, "..", "..");
// E2E_PORT_OFFSET moves all three (several checkouts of the repository on one machine).
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;
export const e2ePorts = { api: 4400 + offset, site: 3400 + offset, partner: 3401 + offset } as const;
const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
const dataDir = join(root, ".data", "e2e");
/** where the e2e API keeps form attachments (tests look for the stored files here) */
export const e2eUploadDir = join(dataDir, "uploads");
/** the e2e API's review and question moderation token (decision 0042); specs approve with it */
export const e2eModerationToken = "e2e-moderation-token-0123456789abcdef0123";
const apiEnv = {
  PORT: String(e2ePorts.api),
  PGLITE_DIR: join(dataDir, "pglite"),
  IMAGE_CACHE_DIR: join(dataDir, "image-cache"),
  FORM_UPLOAD_DIR: e2eUploadDir,
  // "test", not "production": the SMS simulator's dev outbox (GET /dev/outbox) exists outside
  // production only, and the sign-in specs read their codes there. NODE_ENV changes nothing else
  // in the API (a session secret is required in production; one is set below anyway).
  NODE_ENV: "test",
  LOG_LEVEL: "warn",
  // production refuses to start without one; a fixed key is fine for a throwaway test database
  SESSION_SECRET: "e2e-session-secret-0123456789abcdef0123456789",
  // the key of CMS preview links (tests/cms.spec.ts signs its own)
  CMS_PREVIEW_SECRET: "e2e-cms-preview-secret-0123456789abcdef01",
  // the suite makes every request from one address: keep the per-client limits out of its way
  RATE_LIMIT_WRITE_MAX: "100000",
  RATE_LIMIT_READ_MAX: "100000",
  RATE_LIMIT_IMAGE_MAX: "100000",
  // …and the sign-in codes' per-address limits (10 in 15 minutes): every project's specs sign in
  SIGN_IN_CODES_PER_ADDRESS_MAX: "100000",
  SIGN_IN_CODES_PER_ADDRESS_DAY_MAX: "100000",
  CONTENT_MODERATION_TOKEN: e2eModerationToken,
};

export const e2eServers = [
  {
    command: "node dist/cli/setup-db.js && node dist/main.js",
    cwd: join(root, "apps", "api"),
    url: `${apiUrl}/health`,
    env: apiEnv,
    timeout: 180_000,
    reuseExistingServer: false,
  },
  ...(["storefront", "partner-jj"] as const).map((app) => ({
    // the storefronts' server is @optika/site's `bin`, resolved through the package's exports
    command: `node "${createRequire(join(root, "apps", app, "package.json")).resolve("@optika/site/server/bin")}" --app .`,
    cwd: join(root, "apps", app),
    url: `http://localhost:${app === "storefront" ? e2ePorts.site : e2ePorts.partner}/`,
    env: {
      PORT: String(app === "storefront" ? e2ePorts.site : e2ePorts.partner),
      API_URL: apiUrl,
      NODE_ENV: "production",
      // the suite loads many pages from one address: keep the per-client limit out of its way
      PAGE_RATE_LIMIT_PER_MINUTE: "100000",
      // one process per storefront (no node:cluster workers): the machine runs several suites
      WEB_CONCURRENCY: "1",
    },
    timeout: 60_000,
    reuseExistingServer: false,
  })),
];
