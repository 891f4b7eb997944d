import type { TEnv } from "../../env.ts";
import { DEVELOPMENT_SESSION_SECRET } from "./session-token.ts";

export type TSessionConfig = {
  /** HMAC key of session tokens */
  secret: string;
  /** the session cookie is Secure (the public origin is https) */
  secureCookie: boolean;
};

/** SESSION_SECRET (required in production; a fixed development key otherwise) and Secure from PUBLIC_ORIGIN. */
export function sessionConfig(
  env: Pick<TEnv, "NODE_ENV" | "SESSION_SECRET" | "PUBLIC_ORIGIN">,
): TSessionConfig {
  if (!env.SESSION_SECRET && env.NODE_ENV === "production") {
    throw new Error("Invalid environment:\n  SESSION_SECRET: SESSION_SECRET is required in production");
  }
  return {
    secret: env.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
    secureCookie: env.PUBLIC_ORIGIN?.toLowerCase().startsWith("https:") ?? false,
  };
}
