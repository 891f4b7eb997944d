import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./module-preload-priority.ts";

const head =
  '<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" fetchPriority="high" href="/a.avif"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n"/><style>.a{}</style></head>';
const body =
  '<body><p>Линзы — ₽ 1 990</p><pre>&lt;link rel="modulepreload"</pre>' +
  '<link rel="modulepreload" href="/in-body.js"/></body></html>';

async function through(chunks: Buffer[]): Promise<string> {
  return (await buffer(Readable.from(chunks).pipe(lowPriorityModulePreloads()))).toString("utf8");
}

const expected =
  head.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"') + body;

describe("lowPriorityModulePreloads", () => {
  it("lowers every module preload of the head and leaves the rest of the document as it was", async () => {
    const out = await through([Buffer.from(head + body)]);
    expect(out).toBe(expected);
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(out).toContain('<link rel="preload" as="image" fetchPriority="high" href="/a.avif"/>');
    expect(out).toContain('<link rel="modulepreload" href="/in-body.js"/>');
  });

  it("finds a link tag split between two chunks at any byte, Cyrillic included", async () => {
    const bytes = Buffer.from(head + body);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
  });

  it("passes a document streamed a few bytes at a time", async () => {
    const bytes = Buffer.from(head + body);
    const chunks: Buffer[] = [];
    for (let at = 0; at < bytes.length; at += 7) chunks.push(bytes.subarray(at, at + 7));
    expect(await through(chunks)).toBe(expected);
  });

  it("keeps a document that ends without a head end (an aborted render)", async () => {
    const cut = '<html><head><link rel="modulepreload" href="/x.js"/><link rel="modu';
    expect(await through([Buffer.from(cut)])).toBe(
      '<html><head><link rel="modulepreload" fetchpriority="low" href="/x.js"/><link rel="modu',
    );
  });
});
