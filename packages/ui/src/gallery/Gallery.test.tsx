import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Gallery } from "./Gallery.tsx";

const images = [
  { src: "/a.webp", alt: "Вид спереди" },
  { src: "/b.webp", alt: "Вид сбоку" },
  { src: "/c.webp", alt: "Футляр" },
];

function currentDot() {
  return screen.getAllByRole("button").find((b) => b.getAttribute("aria-current") === "true");
}

describe("Gallery", () => {
  it("renders every slide with a Russian label and alt text", () => {
    render(<Gallery images={images} />);
    expect(screen.getByRole("region", { name: "Галерея изображений" })).toBeTruthy();
    expect(
      screen
        .getAllByRole("group", { hidden: true })
        .filter((g) => /из 3$/.test(g.getAttribute("aria-label") ?? "")),
    ).toHaveLength(3);
    expect(screen.getByAltText("Вид спереди")).toBeTruthy();
  });

  it("starts at startIndex", () => {
    render(<Gallery images={images} startIndex={2} />);
    expect(currentDot()?.getAttribute("aria-label")).toBe("Показать изображение 3");
    expect(screen.getByRole("button", { name: "Следующее изображение" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Предыдущее изображение" }).hasAttribute("disabled")).toBe(
      false,
    );
  });

  it("moves with the arrows, the dots and the arrow keys", () => {
    render(<Gallery images={images} />);
    expect(screen.getByRole("button", { name: "Предыдущее изображение" }).hasAttribute("disabled")).toBe(
      true,
    );
    fireEvent.click(screen.getByRole("button", { name: "Следующее изображение" }));
    expect(currentDot()?.getAttribute("aria-label")).toBe("Показать изображение 2");
    fireEvent.click(screen.getByRole("button", { name: "Показать изображение 3" }));
    expect(currentDot()?.getAttribute("aria-label")).toBe("Показать изображение 3");
    fireEvent.keyDown(screen.getByRole("region"), { key: "ArrowLeft" });
    expect(currentDot()?.getAttribute("aria-label")).toBe("Показать изображение 2");
  });

  it("has no controls for a single image", () => {
    render(<Gallery images={images.slice(0, 1)} />);
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });

  it("fetches the first slide's picture with high priority when it is the page's main picture", () => {
    const sources = [{ type: "image/avif", srcSet: "/a.avif 480w, /a-800.avif 800w" }];
    const { container } = render(
      <Gallery images={images.map((image) => ({ ...image, sources }))} sizes="100vw" isPriority />,
    );
    const imgs = [...container.querySelectorAll("img")];
    expect(imgs.map((img) => img.getAttribute("fetchpriority"))).toEqual(["high", null, null]);
    expect(imgs.map((img) => img.getAttribute("loading"))).toEqual(["eager", "lazy", "lazy"]);
    expect(container.querySelector("source")?.getAttribute("sizes")).toBe("100vw");
    render(<Gallery images={images} />);
    expect(screen.getAllByAltText("Вид спереди")[1]?.getAttribute("fetchpriority")).toBeNull();
  });
});
