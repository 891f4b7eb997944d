import type { TAccountError, TAccountErrorReason } from "@optika/api-contract";

/** The part of a reply these helpers use (ts-rest hands routes its own FastifyReply type). */
export type THeaderReply = { header(key: string, value: string): unknown };

type TAccountStatus = 400 | 401 | 404 | 409 | 429 | 503;

/** A refused account command: its status and the body the contract gives it. */
export class AccountError extends Error {
  constructor(
    readonly status: TAccountStatus,
    message: string,
    readonly reason?: TAccountErrorReason,
    readonly extra: { errors?: Record<string, string[]>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = "AccountError";
  }

  get body(): TAccountError {
    return {
      message: this.message,
      ...(this.reason ? { reason: this.reason } : {}),
      ...(this.extra.errors ? { errors: this.extra.errors } : {}),
      ...(this.extra.retryAfterSeconds !== undefined
        ? { retry_after_seconds: this.extra.retryAfterSeconds }
        : {}),
    };
  }
}

/**
 * Runs a command and turns an AccountError into its answer (429 also sets Retry-After). The
 * statuses are the ones each route's contract lists.
 */
export async function answerAccountErrors<T>(
  reply: THeaderReply,
  run: () => Promise<T>,
): Promise<T | { status: TAccountStatus; body: TAccountError }> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    if (error.extra.retryAfterSeconds !== undefined) {
      reply.header("retry-after", String(Math.max(1, error.extra.retryAfterSeconds)));
    }
    return { status: error.status, body: error.body };
  }
}
