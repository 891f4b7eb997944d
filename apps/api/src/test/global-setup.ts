/** Says once, visibly, when the PostgreSQL run of the integration suite is skipped. */
export default function setup(): void {
  if (!process.env.TEST_REDIS_URL)
    console.log("TEST_REDIS_URL not set: the Redis rate-limit store is not tested");
  if (!process.env.TEST_DATABASE_URL) console.log("TEST_DATABASE_URL not set: PostgreSQL run skipped");
  else
    console.log(
      `Integration suite runs on PGlite and on PostgreSQL (${redact(process.env.TEST_DATABASE_URL)})`,
    );
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "postgres";
  }
}
