import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { showToast, TOAST_DURATION_MS, Toaster } from "./Toaster.tsx";

describe("Toaster", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows a toast top right and removes it after 3000 ms", async () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    const { container } = render(<Toaster />);
    act(() => showToast("Товар добавлен в корзину", "success"));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(screen.getByText("Товар добавлен в корзину")).toBeTruthy();
    const list = container.ownerDocument.querySelector("[data-sonner-toaster]");
    expect(list?.getAttribute("data-y-position")).toBe("top");
    expect(list?.getAttribute("data-x-position")).toBe("right");

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2800);
    });
    expect(screen.queryByText("Товар добавлен в корзину")).not.toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByText("Товар добавлен в корзину")).toBeNull();
  });

  it("the same text of the same kind while shown is one toast; another text or kind is another", async () => {
    render(<Toaster />);
    act(() => {
      showToast("Товар добавлен в корзину", "success");
      showToast("Товар добавлен в корзину", "success");
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(screen.getAllByText("Товар добавлен в корзину")).toHaveLength(1);
    act(() => {
      showToast("Товар добавлен в корзину", "error");
      showToast("Ошибка сервера", "error");
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(screen.getAllByText("Товар добавлен в корзину")).toHaveLength(2);
    expect(screen.getAllByText("Ошибка сервера")).toHaveLength(1);
  });
});
