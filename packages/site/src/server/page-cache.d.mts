import type { IncomingMessage } from "node:http";

export type TPageEntry = {
  headers: Array<[string, string]>;
  cookieSuffix: string | null;
  body: Buffer;
  expiresAt?: number;
};
export type TRendered = { status: number; headers: Headers; body: Buffer };

export function newSessionToken(): string;
export function isCacheableRequest(req: Pick<IncomingMessage, "method" | "headers">): boolean;
export function pageCacheKey(req: Pick<IncomingMessage, "headers" | "url">): string;
export function toEntry(status: number, headers: Headers, body: Buffer): TPageEntry | null;
export function headersFor(entry: TPageEntry): Array<[string, string]>;
export function createPageCache(o: { ttlMs: number; maxEntries?: number; now?: () => number }): {
  enabled: boolean;
  get(key: string): TPageEntry | undefined;
  render(
    key: string,
    render: () => Promise<TRendered>,
  ): Promise<{ rendered: TRendered; entry: TPageEntry | null; own: boolean }>;
  clear(): void;
};
