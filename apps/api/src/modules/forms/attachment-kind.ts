import { open } from "node:fs/promises";
import type { TFormAttachmentKind } from "@optika/api-contract";
import { fileTypeFromFile } from "file-type";

/** file-type's answer → the kinds a form accepts ('cfb' is any OLE container: only a Word one is a .doc). */
const KIND_BY_DETECTED: Readonly<Record<string, TFormAttachmentKind>> = {
  pdf: "pdf",
  docx: "docx",
  jpg: "jpg",
  png: "png",
};

/** "WordDocument" as UTF-16LE: the name of the main stream of every Word 97–2003 file. */
const WORD_STREAM_NAME = Buffer.from("WordDocument", "utf16le");

async function containsWordStream(path: string): Promise<boolean> {
  const handle = await open(path, "r");
  try {
    // the directory may sit anywhere in the container; the attachment is at most 10 MB
    const content = await handle.readFile();
    return content.includes(WORD_STREAM_NAME);
  } finally {
    await handle.close();
  }
}

/**
 * What the file is, judged by its content (never by its name): pdf, doc, docx, jpg or png; null
 * for anything else (executables, archives, spreadsheets, other OLE files, empty files…).
 */
export async function detectAttachmentKind(path: string): Promise<TFormAttachmentKind | null> {
  const detected = await fileTypeFromFile(path);
  if (!detected) return null;
  if (detected.ext === "cfb") return (await containsWordStream(path)) ? "doc" : null;
  return KIND_BY_DETECTED[detected.ext] ?? null;
}
