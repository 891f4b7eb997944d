import { describe, expect, it } from "vitest";
import { routeCssFiles } from "./site-css.tsx";

describe("routeCssFiles (decision 0046)", () => {
  const manifest = {
    root: { css: ["/assets/root-a.css", "/assets/Button-b.css#"] },
    "routes/catalog": { css: ["/assets/Catalog-c.css", "/assets/Button-b.css#", "/assets/Price-d.css#"] },
    "routes/product": { css: ["/assets/Product-e.css"] },
    "routes/empty": {},
  };

  it("lists the matched routes' files root first, each once, without React Router's '#' mark", () => {
    expect(routeCssFiles(["root", "routes/catalog"], manifest)).toEqual([
      "/assets/root-a.css",
      "/assets/Button-b.css",
      "/assets/Catalog-c.css",
      "/assets/Price-d.css",
    ]);
  });

  it("leaves out the routes that are not matched and tolerates routes without CSS or unknown ids", () => {
    expect(routeCssFiles(["root", "routes/empty", "routes/unknown"], manifest)).toEqual([
      "/assets/root-a.css",
      "/assets/Button-b.css",
    ]);
    expect(routeCssFiles(["root", "routes/catalog"], manifest)).not.toContain("/assets/Product-e.css");
  });
});
