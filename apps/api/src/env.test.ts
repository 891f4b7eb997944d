import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";

describe("parseEnv", () => {
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
});
