import { type TCmsStoredBlock, ZCmsBlockInput } from "@optika/api-contract";
import { sanitizeContentHtml } from "../content-html/sanitize.ts";

/** The block with every HTML field passed through the sanitiser (other fields are plain text). */
function sanitizeBlock(block: TCmsStoredBlock): TCmsStoredBlock {
  switch (block.kind) {
    case "rich-text":
    case "html-embed":
      return { ...block, html: sanitizeContentHtml(block.html) };
    case "faq":
      return {
        ...block,
        items: block.items.map((item) => ({ ...item, answerHtml: sanitizeContentHtml(item.answerHtml) })),
      };
    default:
      return block;
  }
}

export class CmsBlocksError extends Error {
  constructor(
    message: string,
    readonly index: number,
  ) {
    super(message);
  }
}

/** Write path: every block must match its schema (else CmsBlocksError); HTML is stored sanitised. */
export function blocksForWrite(blocks: readonly unknown[]): TCmsStoredBlock[] {
  return blocks.map((raw, index) => {
    const parsed = ZCmsBlockInput.safeParse(raw);
    if (!parsed.success) throw new CmsBlocksError(`block ${index}: ${parsed.error.message}`, index);
    return sanitizeBlock(parsed.data);
  });
}

/**
 * Read path: the stored JSON is trusted no more than input — a block that no longer matches its
 * schema is left out, and HTML is sanitised again (a row written around the API stays harmless).
 */
export function blocksForRead(stored: unknown): TCmsStoredBlock[] {
  if (!Array.isArray(stored)) return [];
  const blocks: TCmsStoredBlock[] = [];
  for (const raw of stored.slice(0, 40)) {
    const parsed = ZCmsBlockInput.safeParse(raw);
    if (parsed.success) blocks.push(sanitizeBlock(parsed.data));
  }
  return blocks;
}
