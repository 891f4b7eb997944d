import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { CmsBlocks } from "./CmsBlocks.tsx";
import type { TCmsBlockView } from "./cms-view.ts";

afterEach(() => cleanup());

const image = (name: string) => ({ src: `/api/cms/art/${name}.svg`, alt: name, width: 1440, height: 540 });

const BLOCKS: TCmsBlockView[] = [
  {
    kind: "banner-slider",
    slot: "home",
    label: "Акции",
    banners: [
      {
        id: 1,
        title: "Первый баннер",
        text: "Текст 1",
        href: "/acuvue",
        image: image("a"),
        imageMobile: null,
      },
      {
        id: 2,
        title: "Второй баннер",
        text: "Текст 2",
        href: "/miopiya",
        image: image("b"),
        imageMobile: null,
      },
      { id: 3, title: "Третий баннер", text: "", href: "/zapis", image: image("c"), imageMobile: null },
    ],
  },
  { kind: "rich-text", html: '<h2>Заголовок</h2><p>Абзац <a href="/x">ссылка</a></p>' },
  {
    kind: "faq",
    title: "Вопросы",
    items: [{ question: "Как оформить?", answerHtml: "<p>Ответ на вопрос</p>" }],
  },
  {
    kind: "cta",
    title: "Войдите в MyACUVUE",
    text: "Скидка 500 ₽",
    button: { href: "/acuvue?myacuvue=signin", text: "Войти" },
    tone: "accent",
  },
  { kind: "table", caption: "Уровни скидки", head: ["Сумма", "Скидка"], rows: [["до 10 000 ₽", "3 %"]] },
  {
    kind: "video",
    title: "Видео о линзах",
    embedUrl: "https://rutube.ru/play/embed/abc",
    poster: image("p"),
  },
  { kind: "image", image: image("i"), caption: "Подпись" },
  { kind: "gallery", title: "Салоны", images: [image("g1"), image("g2")] },
];

describe("CmsBlocks", () => {
  it("renders every block kind into the server HTML", () => {
    const html = renderToString(<CmsBlocks blocks={BLOCKS} isFirstScreen />);
    for (const text of [
      "Первый баннер",
      "Заголовок",
      "Как оформить?",
      "Ответ на вопрос",
      "Войдите в MyACUVUE",
      'href="/acuvue?myacuvue=signin"',
      "Уровни скидки",
      "до 10 000 ₽",
      "Видео о линзах",
      "Подпись",
      "Салоны",
    ]) {
      expect(html).toContain(text);
    }
    // FAQ is native disclosure, the video player is not loaded before a click
    expect(html).toContain("<details");
    expect(html).toContain("<summary");
    expect(html).not.toContain("<iframe");
  });

  it("loads only the first slide's picture eagerly, with high priority", () => {
    const { container } = render(<CmsBlocks blocks={BLOCKS.slice(0, 1)} isFirstScreen />);
    const images = [...container.querySelectorAll("img")];
    expect(images[0]?.getAttribute("loading")).toBe("eager");
    expect(images[0]?.getAttribute("fetchpriority")).toBe("high");
    for (const other of images.slice(1)) {
      expect(other.getAttribute("loading")).toBe("lazy");
      expect(other.getAttribute("fetchpriority")).toBeNull();
    }
  });

  it("fetches an image block that opens the first screen at once, with high priority", () => {
    const imageBlock = BLOCKS.filter((block) => block.kind === "image");
    const first = render(<CmsBlocks blocks={imageBlock} isFirstScreen />).container.querySelector("img");
    expect(first?.getAttribute("loading")).toBe("eager");
    expect(first?.getAttribute("fetchpriority")).toBe("high");
    cleanup();
    const below = render(<CmsBlocks blocks={imageBlock} />).container.querySelector("img");
    expect(below?.getAttribute("loading")).toBe("lazy");
    expect(below?.getAttribute("fetchpriority")).toBeNull();
  });

  it("lazy-loads a slider that is not in the first screen", () => {
    const { container } = render(<CmsBlocks blocks={BLOCKS.slice(0, 1)} />);
    expect(
      [...container.querySelectorAll("img")].every((img) => img.getAttribute("loading") === "lazy"),
    ).toBe(true);
  });

  it("has a pause button and answers the arrow keys", () => {
    render(<CmsBlocks blocks={BLOCKS.slice(0, 1)} isFirstScreen />);
    const toggle = screen.getByRole("button", { name: "Остановить прокрутку" });
    fireEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Запустить прокрутку" })).toBeTruthy();
    const region = screen.getByRole("region", { name: "Акции" });
    const current = () =>
      screen
        .getAllByRole("button", { name: /Показать слайд/ })
        .findIndex((b) => b.getAttribute("aria-current") === "true");
    expect(current()).toBe(0);
    fireEvent.keyDown(region, { key: "ArrowRight" });
    expect(current()).toBe(1);
    fireEvent.keyDown(region, { key: "ArrowLeft" });
    fireEvent.keyDown(region, { key: "ArrowLeft" });
    expect(current()).toBe(2);
    // only the slide in view is exposed
    const slides = screen.getAllByRole("group", { hidden: true });
    expect(slides.filter((s) => s.getAttribute("aria-hidden") !== "true")).toHaveLength(1);
  });

  it("opens the video player only when asked", () => {
    const { container } = render(<CmsBlocks blocks={[BLOCKS[5] as TCmsBlockView]} />);
    expect(container.querySelector("iframe")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /Смотреть видео/ }));
    expect(container.querySelector("iframe")?.getAttribute("src")).toContain("rutube.ru/play/embed/abc");
  });
});
