/**
 * The attachment on disk: received into `{dir}/tmp/` while the request streams in, checked, then
 * moved (rename, same file system) to `{dir}/{id}.{ext}` just before its row is committed. A
 * request that ends any other way leaves nothing behind (`discard`).
 */
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, rename, rm } from "node:fs/promises";
import { basename, join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { TFormAttachmentKind } from "@optika/api-contract";
import { detectAttachmentKind } from "./attachment-kind.ts";

export type TReceivedUpload = {
  tmpPath: string;
  /** the shopper's file name (for staff; never a path) */
  originalName: string;
  bytes: number;
  /** null: not a type a form accepts */
  kind: TFormAttachmentKind | null;
};

export class UploadTooLargeError extends Error {
  constructor() {
    super("attachment larger than the limit");
    this.name = "UploadTooLargeError";
  }
}

const TMP = "tmp";
const NAME_MAX = 255;

/** Printable part of a client's file name, bounded (it is only ever shown, never used as a path). */
function cleanName(raw: string | undefined): string {
  const name = [...basename((raw ?? "").replace(/\\/g, "/"))]
    .filter((ch) => {
      const code = ch.charCodeAt(0);
      return code >= 0x20 && code !== 0x7f;
    })
    .join("")
    .trim();
  return name.slice(0, NAME_MAX);
}

async function fsync(path: string): Promise<void> {
  const handle = await open(path, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Streams a file part to a new temporary file. `onTmpPath` learns the path before the first byte
 * is written, so the caller can remove it whatever happens next. A stream cut at the size limit
 * (`truncated`) → UploadTooLargeError.
 */
export async function receiveUpload(
  dir: string,
  part: { file: Readable & { truncated?: boolean }; filename?: string },
  onTmpPath: (path: string) => void,
): Promise<TReceivedUpload> {
  await mkdir(join(dir, TMP), { recursive: true });
  const tmpPath = join(dir, TMP, `${randomUUID()}.part`);
  onTmpPath(tmpPath);
  const out = createWriteStream(tmpPath, { flags: "wx" });
  let bytes = 0;
  part.file.on("data", (chunk: Buffer) => {
    bytes += chunk.length;
  });
  await pipeline(part.file, out);
  if (part.file.truncated) throw new UploadTooLargeError();
  return {
    tmpPath,
    originalName: cleanName(part.filename),
    bytes,
    kind: bytes === 0 ? null : await detectAttachmentKind(tmpPath),
  };
}

/** Moves a checked upload to its final name, durably; returns that name (relative to `dir`). */
export async function keepUpload(
  dir: string,
  upload: TReceivedUpload & { kind: TFormAttachmentKind },
  id: string,
): Promise<string> {
  const file = `${id}.${upload.kind}`;
  await fsync(upload.tmpPath);
  await rename(upload.tmpPath, join(dir, file));
  await fsync(dir);
  return file;
}

/** Removes a file if it is there (temporary leftovers, or a kept file whose row failed). */
export async function discardFile(path: string): Promise<void> {
  await rm(path, { force: true });
}
