/** The fetch the carrier and address clients use (tests inject one that answers recorded JSON). */
export type TFetch = (url: string, init: RequestInit) => Promise<Response>;

/** Refusal of an outside service that answered neither data nor a readable error. */
export class IntegrationError extends Error {
  constructor(
    readonly service: string,
    readonly status: number,
    message: string,
  ) {
    super(`${service}: ${status} ${message}`);
    this.name = "IntegrationError";
  }
}

/** Calls a JSON API with a time limit; answers { status, body } (body null when it is not JSON). */
export async function fetchJson(
  fetchImpl: TFetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ status: number; body: unknown }> {
  const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: response.status, body };
}
