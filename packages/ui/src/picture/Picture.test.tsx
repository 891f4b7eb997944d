import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Picture } from "./Picture.tsx";

describe("Picture", () => {
  it("puts one <source> per type before the <img>, each with the same sizes", () => {
    const { container } = render(
      <Picture
        src="/a.jpg"
        width={300}
        height={300}
        sizes="50vw"
        sources={[
          { type: "image/avif", srcSet: "/a.avif 480w" },
          { type: "image/webp", srcSet: "/a.webp 480w" },
        ]}
      />,
    );
    const picture = container.querySelector("picture");
    expect([...(picture?.children ?? [])].map((el) => el.tagName)).toEqual(["SOURCE", "SOURCE", "IMG"]);
    const sources = [...container.querySelectorAll("source")];
    expect(
      sources.map((s) => [s.getAttribute("type"), s.getAttribute("srcset"), s.getAttribute("sizes")]),
    ).toEqual([
      ["image/avif", "/a.avif 480w", "50vw"],
      ["image/webp", "/a.webp 480w", "50vw"],
    ]);
    const img = container.querySelector("img");
    expect(img?.getAttribute("width")).toBe("300");
    expect(img?.getAttribute("alt")).toBe("");
  });
  it("is a plain <img> without sources", () => {
    const { container } = render(<Picture src="/a.jpg" alt="A" width={10} height={10} />);
    expect(container.querySelector("picture")).toBeNull();
    expect(container.querySelector("img")?.getAttribute("alt")).toBe("A");
  });
  it("preloads a high-priority picture's best type from the head, before the page's scripts", () => {
    const sources = [
      { type: "image/avif", srcSet: "/a-480.avif 480w, /a-800.avif 800w" },
      { type: "image/webp", srcSet: "/a-480.webp 480w" },
    ];
    const html = renderToString(
      <html lang="ru">
        <head>
          <script type="module" src="/entry.js" />
        </head>
        <body>
          <Picture
            src="/a.jpg"
            width={300}
            height={300}
            sizes="50vw"
            sources={sources}
            fetchPriority="high"
          />
          <Picture
            src="/b.jpg"
            width={300}
            height={300}
            sizes="50vw"
            sources={[{ type: "image/avif", srcSet: "/b.avif 480w" }]}
          />
        </body>
      </html>,
    );
    const head = html.slice(0, html.indexOf("</head>"));
    const preloads = head.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    const [link] = preloads;
    expect(link).toContain('as="image"');
    expect(link).toContain('imageSrcSet="/a-480.avif 480w, /a-800.avif 800w"');
    expect(link).toContain('imageSizes="50vw"');
    expect(link).toContain('type="image/avif"');
    expect(link).toContain('fetchPriority="high"');
    expect(head.indexOf(link ?? "")).toBeLessThan(head.indexOf("/entry.js"));
  });
});
