/**
 * The browser's calls of the shopper's own data through the storefront's `/api` proxy: JSON in and
 * out, and a refusal as a `ShopperRequestError` carrying the server's messages (`{ message, errors }`).
 */

export class ShopperRequestError extends Error {
  readonly status: number;
  /** the server's messages: `message`, then every field message of `errors` */
  readonly messages: string[];
  constructor(status: number, messages: string[]) {
    super(messages[0] ?? `HTTP ${status}`);
    this.name = "ShopperRequestError";
    this.status = status;
    this.messages = messages;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The messages of an error answer `{ message, errors?: { field: [messages] } }`, deduplicated. */
export function serverMessages(body: unknown): string[] {
  if (!isRecord(body)) return [];
  const out: string[] = [];
  if (typeof body.message === "string" && body.message.trim()) out.push(body.message.trim());
  if (isRecord(body.errors)) {
    for (const list of Object.values(body.errors)) {
      for (const text of Array.isArray(list) ? list : [list]) {
        if (typeof text === "string" && text.trim() && !out.includes(text.trim())) out.push(text.trim());
      }
    }
  }
  return out;
}

/** The messages of a failed call (a network failure has none). */
export function messagesOf(error: unknown): string[] {
  return error instanceof ShopperRequestError ? error.messages : [];
}

export async function shopperRequest<T>(
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<T> {
  const response = await fetchImpl(`/api${path}`, {
    method,
    headers:
      body === undefined
        ? { accept: "application/json" }
        : { accept: "application/json", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
  });
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    json = null;
  }
  if (!response.ok) throw new ShopperRequestError(response.status, serverMessages(json));
  return json as T;
}
