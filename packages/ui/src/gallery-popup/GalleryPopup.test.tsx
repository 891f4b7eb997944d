import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GalleryPopup } from "./GalleryPopup.tsx";
import { createPinchLock } from "./pinch-lock.ts";

const images = [
  { src: "/a.webp", alt: "Вид спереди" },
  { src: "/b.webp", alt: "Вид сбоку" },
  { src: "/c.webp", alt: "Футляр" },
];

function currentDot() {
  return screen.getAllByRole("button").find((b) => b.getAttribute("aria-current") === "true");
}

afterEach(() => {
  vi.useRealTimers();
});

describe("GalleryPopup", () => {
  it("opens as a modal dialog at the clicked picture", () => {
    render(<GalleryPopup open onClose={() => {}} images={images} startIndex={2} />);
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(currentDot()?.getAttribute("aria-label")).toBe("Показать изображение 3");
  });

  it("moves with the arrows and closes with Escape", () => {
    const onClose = vi.fn();
    render(<GalleryPopup open onClose={onClose} images={images} startIndex={0} />);
    fireEvent.click(screen.getByRole("button", { name: "Следующее изображение" }));
    expect(currentDot()?.getAttribute("aria-label")).toBe("Показать изображение 2");
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onClose).toHaveBeenCalled();
  });
});

describe("createPinchLock", () => {
  it("blocks slide changes for 500 ms after a pinch", () => {
    vi.useFakeTimers();
    const lock = createPinchLock();
    expect(lock.isLocked()).toBe(false);
    lock.lock();
    expect(lock.isLocked()).toBe(true);
    vi.advanceTimersByTime(499);
    expect(lock.isLocked()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(lock.isLocked()).toBe(false);
  });
});
