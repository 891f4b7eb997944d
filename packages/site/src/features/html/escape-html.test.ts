import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escape-html.ts";

describe("escapeHtml", () => {
  it("turns markup and both quotes into character references, and nothing else", () => {
    expect(escapeHtml(`<a href="x">Тест & 'код'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Тест &amp; &#39;код&#39;&lt;/a&gt;",
    );
    expect(escapeHtml("ул. Вайнера, 9")).toBe("ул. Вайнера, 9");
  });
});
