import { escapeHtml } from "../features/html/escape-html.ts";

/** A small Russian page the server answers with itself (429, 400, 500…), outside React. */
export function textPage(title: string, text: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">На главную</a></p></body></html>`;
}
