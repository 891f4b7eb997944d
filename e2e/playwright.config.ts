import { defineConfig, devices } from "@playwright/test";
import { e2ePorts, e2eServers } from "./support/servers.ts";

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
  ],
};
const desktop = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1280, height: 900 },
  launchOptions: chromium,
};
const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
  launchOptions: chromium,
};
const main = `http://localhost:${e2ePorts.site}`;
const partner = `http://localhost:${e2ePorts.partner}`;

export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "test-results",
  use: { trace: "retain-on-failure", screenshot: "only-on-failure", locale: "ru-RU" },
  webServer: e2eServers,
  projects: [
    { name: "main-desktop", use: { ...desktop, baseURL: main } },
    { name: "main-mobile", use: { ...phone, baseURL: main } },
    { name: "partner-desktop", use: { ...desktop, baseURL: partner } },
    { name: "partner-mobile", use: { ...phone, baseURL: partner } },
  ],
});
