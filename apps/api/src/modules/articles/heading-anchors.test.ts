import { describe, expect, it } from "vitest";
import { addHeadingAnchors } from "./heading-anchors.ts";

describe("addHeadingAnchors", () => {
  it("gives the bare h2 elements the table of contents' ids in order", () => {
    const { html, headings } = addHeadingAnchors("<h2>А</h2><p>x</p><h2>Б</h2>", [
      { id: "a", text: "А" },
      { id: "b", text: "Б" },
      { id: "c", text: "В" },
    ]);
    expect(html).toBe('<h2 id="a">А</h2><p>x</p><h2 id="b">Б</h2>');
    expect(headings.map((h) => h.id)).toEqual(["a", "b"]);
  });
  it("writes no id that could break out of the attribute", () => {
    const { html, headings } = addHeadingAnchors("<h2>А</h2>", [{ id: '"><script>', text: "А" }]);
    expect(html).toBe("<h2>А</h2>");
    expect(headings).toEqual([]);
  });
});
