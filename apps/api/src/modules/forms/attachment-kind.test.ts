import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detectAttachmentKind } from "./attachment-kind.ts";
import { sampleCfb, sampleExe, samplePdf, samplePng } from "./test-files.ts";

describe("attachment kind, by content", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "forms-kind-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const kindOf = async (name: string, content: Buffer) => {
    const path = join(dir, name);
    await writeFile(path, content);
    return detectAttachmentKind(path);
  };

  it("knows PDF, PNG and JPEG whatever the file is called", async () => {
    expect(await kindOf("a.bin", samplePdf())).toBe("pdf");
    expect(await kindOf("b.pdf", samplePng())).toBe("png");
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#c00" } })
      .jpeg()
      .toBuffer();
    expect(await kindOf("c.png", jpeg)).toBe("jpg");
  });

  it("takes an OLE file for .doc only when it holds a Word document", async () => {
    expect(await kindOf("d.doc", sampleCfb(true))).toBe("doc");
    expect(await kindOf("e.doc", sampleCfb(false))).toBeNull();
  });

  it("refuses executables, text and empty files", async () => {
    expect(await kindOf("f.pdf", sampleExe())).toBeNull();
    expect(await kindOf("g.pdf", Buffer.from("#!/bin/sh\necho hi\n"))).toBeNull();
    expect(await kindOf("h.pdf", Buffer.alloc(0))).toBeNull();
  });
});
