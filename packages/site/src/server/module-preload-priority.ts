import { Transform } from "node:stream";

/*
 * The page's module preloads (React Router's `<Scripts>`, ≈ 45 links, ≈ 160 KB gzipped) at low
 * fetch priority. At their default (high) they share a slow link with the LCP picture's preload
 * and the font, which are high too: on DevTools' Slow 4G the listing's first card picture (6 KB)
 * took 1.3 s to arrive. `<Scripts>` passes no attribute but `crossOrigin`, `integrity` and `nonce`
 * to its links, so the document's head is rewritten on its way out (decision 0052). Scripts still
 * start downloading with the document; they finish after the picture and the font instead of
 * beside them.
 */

const PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW = Buffer.from(' fetchpriority="low"');
const HEAD_END = Buffer.from("</head>");

/** A pass-through stream of a document that lowers the fetch priority of the head's module preloads. */
export function lowPriorityModulePreloads(): Transform {
  /** bytes held back: the start of a link tag could end the chunk */
  let held = Buffer.alloc(0);
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      if (!inHead) {
        callback(null, bytes);
        return;
      }
      const text = held.length > 0 ? Buffer.concat([held, bytes]) : bytes;
      const headEnd = text.indexOf(HEAD_END);
      const scanEnd = headEnd === -1 ? text.length : headEnd;
      const parts: Buffer[] = [];
      let from = 0;
      for (
        let at = text.indexOf(PRELOAD, from);
        at !== -1 && at < scanEnd;
        at = text.indexOf(PRELOAD, from)
      ) {
        parts.push(text.subarray(from, at + PRELOAD.length), LOW);
        from = at + PRELOAD.length;
      }
      if (headEnd !== -1) {
        inHead = false;
        held = Buffer.alloc(0);
        parts.push(text.subarray(from));
      } else {
        // Keep back what could be the start of the next link tag or of `</head>`.
        const keep = Math.min(Math.max(PRELOAD.length, HEAD_END.length) - 1, text.length - from);
        parts.push(text.subarray(from, text.length - keep));
        held = Buffer.from(text.subarray(text.length - keep));
      }
      callback(null, Buffer.concat(parts));
    },
    flush(callback) {
      callback(null, held.length > 0 ? held : undefined);
    },
  });
}
