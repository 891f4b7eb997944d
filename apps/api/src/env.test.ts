import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";

describe("parseEnv", () => {
  it("turns MyACUVUE on by default, off with false or 0, and wants its URL and key together", () => {
    expect(parseEnv({}).MYACUVUE_ENABLED).toBe(true);
    expect(parseEnv({ MYACUVUE_ENABLED: "false" }).MYACUVUE_ENABLED).toBe(false);
    expect(parseEnv({ MYACUVUE_ENABLED: "0" }).MYACUVUE_ENABLED).toBe(false);
    expect(() => parseEnv({ MYACUVUE_ENABLED: "yes" })).toThrow(/MYACUVUE_ENABLED/);
    expect(() => parseEnv({ MYACUVUE_API_URL: "https://myacuvue.example" })).toThrow(/MYACUVUE_API_KEY/);
    expect(
      parseEnv({ MYACUVUE_API_URL: "https://myacuvue.example", MYACUVUE_API_KEY: "key-12345" })
        .MYACUVUE_API_KEY,
    ).toBe("key-12345");
  });

  it("applies the defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 4000,
      HOST: "127.0.0.1",
      BASE_HOST: "localhost",
      NODE_ENV: "development",
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DIR).toMatch(/\.data[\\/]pglite$/);
    expect(env.IMAGE_CACHE_DIR).toMatch(/\.data[\\/]image-cache$/);
  });
  it("treats empty strings as unset and coerces numbers", () => {
    const env = parseEnv({ PORT: "4200", DATABASE_URL: "" });
    expect(env.PORT).toBe(4200);
    expect(env.DATABASE_URL).toBeUndefined();
  });
  it("names every bad variable", () => {
    expect(() => parseEnv({ PORT: "x", DATABASE_URL: "mysql://a" })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });
  it("requires SESSION_SECRET (≥ 32 characters) in production only, and an http(s) PUBLIC_ORIGIN", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET/);
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
    expect(
      parseEnv({
        NODE_ENV: "production",
        SESSION_SECRET: "s".repeat(32),
        PAYMENT_WEBHOOK_SECRET: "w".repeat(32),
      }).SESSION_SECRET,
    ).toBe("s".repeat(32));
    expect(parseEnv({}).SESSION_SECRET).toBeUndefined();
    expect(parseEnv({ PUBLIC_ORIGIN: "https://optika.ru" }).PUBLIC_ORIGIN).toBe("https://optika.ru");
    expect(() => parseEnv({ PUBLIC_ORIGIN: "javascript:alert(1)" })).toThrow(/PUBLIC_ORIGIN/);
  });
  it("limits sign-in codes per address to 10 in 15 minutes and 30 a day unless told otherwise", () => {
    const env = parseEnv({});
    expect([env.SIGN_IN_CODES_PER_ADDRESS_MAX, env.SIGN_IN_CODES_PER_ADDRESS_DAY_MAX]).toEqual([10, 30]);
    expect(parseEnv({ SIGN_IN_CODES_PER_ADDRESS_MAX: "100000" }).SIGN_IN_CODES_PER_ADDRESS_MAX).toBe(100_000);
    expect(() => parseEnv({ SIGN_IN_CODES_PER_ADDRESS_MAX: "0" })).toThrow(/SIGN_IN_CODES_PER_ADDRESS_MAX/);
  });
  it("takes the reCAPTCHA keys together or not at all", () => {
    const both = parseEnv({ RECAPTCHA_SITE_KEY: "site", RECAPTCHA_SECRET_KEY: "secret" });
    expect([both.RECAPTCHA_SITE_KEY, both.RECAPTCHA_SECRET_KEY]).toEqual(["site", "secret"]);
    expect(() => parseEnv({ RECAPTCHA_SITE_KEY: "site" })).toThrow(/RECAPTCHA_SECRET_KEY/);
    expect(() => parseEnv({ RECAPTCHA_SECRET_KEY: "secret" })).toThrow(/RECAPTCHA_SECRET_KEY/);
  });
});

describe("hardening settings", () => {
  it("binds to loopback and trusts only the loopback proxy hop by default", () => {
    const env = parseEnv({});
    expect(env.HOST).toBe("127.0.0.1");
    expect(env.TRUST_PROXY).toEqual(["loopback"]);
    expect(env).toMatchObject({
      DB_STATEMENT_TIMEOUT_MS: 5_000,
      BODY_LIMIT_BYTES: 1_048_576,
      RATE_LIMIT_WINDOW_MS: 60_000,
    });
    expect(env.REDIS_URL).toBeUndefined();
  });
  it("reads TRUST_PROXY as addresses, a hop count or false, and refuses 'true'", () => {
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
    ]);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
  });
  it("checks REDIS_URL and PUBLIC_ORIGIN", () => {
    expect(parseEnv({ REDIS_URL: "redis://127.0.0.1:6379" }).REDIS_URL).toBe("redis://127.0.0.1:6379");
    expect(() => parseEnv({ REDIS_URL: "http://x" })).toThrow(/REDIS_URL/);
    expect(() => parseEnv({ PUBLIC_ORIGIN: "javascript:alert(1)" })).toThrow(/PUBLIC_ORIGIN/);
  });
  it("payments: the test provider by default; its webhook secret required in production; YooKassa needs its keys", () => {
    expect(parseEnv({}).PAYMENT_PROVIDER).toBe("test");
    expect(parseEnv({}).PAYMENT_RESERVATION_MINUTES).toBe(30);
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(32) })).toThrow(
      /PAYMENT_WEBHOOK_SECRET is required in production/,
    );
    expect(() => parseEnv({ PAYMENT_PROVIDER: "yookassa" })).toThrow(/YOOKASSA_SHOP_ID/);
    expect(
      parseEnv({
        PAYMENT_PROVIDER: "yookassa",
        YOOKASSA_SHOP_ID: "100500",
        YOOKASSA_SECRET_KEY: "test_secret_key",
        PUBLIC_ORIGIN: "https://optika.ru",
      }).YOOKASSA_API_URL,
    ).toBe("https://api.yookassa.ru/v3");
  });
});
