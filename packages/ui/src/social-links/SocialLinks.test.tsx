import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ISocialLink, SocialLinks } from "./SocialLinks.tsx";

const links: ISocialLink[] = [
  { kind: "telegram", href: "https://t.me/optika", label: "Telegram-канал" },
  { kind: "email", href: "mailto:info@optika.ru", label: "Электронная почта" },
];

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("SocialLinks", () => {
  it("renders external links with names", () => {
    render(<SocialLinks links={links} />);
    expect(screen.getByRole("link", { name: "Telegram-канал" }).getAttribute("href")).toBe(
      "https://t.me/optika",
    );
  });

  it("copies the e-mail address and says so", async () => {
    const writeText = vi.fn(async () => {});
    mockClipboard(writeText);
    render(<SocialLinks links={links} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Электронная почта" }));
    });
    expect(writeText).toHaveBeenCalledWith("info@optika.ru");
    expect(screen.getByRole("status").textContent).toBe("Ссылка скопирована");
  });

  it("reports a copy failure", async () => {
    mockClipboard(async () => {
      throw new Error("denied");
    });
    render(<SocialLinks links={links} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Электронная почта" }));
    });
    expect(screen.getByRole("status").textContent).toBe("Ошибка копирования");
  });

  it("hands the copy result to notify (toasts) instead of the status line", async () => {
    const notify = vi.fn();
    mockClipboard(async () => {});
    const { rerender } = render(<SocialLinks links={links} notify={notify} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Электронная почта" }));
    });
    expect(notify).toHaveBeenLastCalledWith("Ссылка скопирована", "success");
    expect(screen.queryByRole("status")).toBeNull();

    mockClipboard(async () => {
      throw new Error("denied");
    });
    rerender(<SocialLinks links={links} notify={notify} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Электронная почта" }));
    });
    expect(notify).toHaveBeenLastCalledWith("Ошибка копирования", "error");
  });

  it("reports a failure when the browser has no clipboard (insecure page)", async () => {
    const notify = vi.fn();
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
    render(<SocialLinks links={links} notify={notify} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Электронная почта" }));
    });
    expect(notify).toHaveBeenCalledWith("Ошибка копирования", "error");
  });
});
