import "./happy-dom-node-getters.ts";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { NotificationModal } from "./NotificationModal.tsx";
import { SuggestionSentModal } from "./SuggestionSentModal.tsx";

describe("NotificationModal", () => {
  // One threat per message: happy-dom's NodeIterator skips the node after a removed one (browsers
  // do not), so a combined message would test happy-dom rather than the sanitiser.
  it.each([
    ["<b>Готово</b><script>window.hacked = 1</script>", "script"],
    ['<img src="x" onerror="window.hacked = 1">', "onerror"],
    ['<a href="javascript:window.hacked = 1">ссылка</a>', "javascript:"],
  ])("removes what could run from %s", (html, threat) => {
    render(<NotificationModal open onClose={() => {}} type="other" message={html} />);
    const message = document.querySelector("[data-notification-message]");
    expect(message?.innerHTML).not.toContain(threat);
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it("keeps the message's formatting and links", () => {
    render(
      <NotificationModal
        open
        onClose={() => {}}
        type="other"
        message={'<b>Готово</b> <a href="/cart">Корзина</a>'}
      />,
    );
    const message = document.querySelector("[data-notification-message]");
    expect(message?.querySelector("b")?.textContent).toBe("Готово");
    expect(message?.querySelector("a")?.getAttribute("href")).toBe("/cart");
  });

  it("has the default button text 'Закрыть' that closes it", () => {
    const onClose = vi.fn();
    render(<NotificationModal open onClose={onClose} type="error" message="Ошибка сервера" />);
    expect(screen.getByRole("dialog").getAttribute("data-notification")).toBe("error");
    fireEvent.click(screen.getByRole("button", { name: "Закрыть" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("with a link, the button is a link with its text", () => {
    render(
      <NotificationModal
        open
        onClose={() => {}}
        type="other"
        message="Заказ оформлен"
        buttonLink="/profile"
        buttonText="В профиль"
      />,
    );
    expect(screen.getByRole("link", { name: "В профиль" }).getAttribute("href")).toBe("/profile");
  });
});

describe("SuggestionSentModal", () => {
  it("shows the thanks text by default and the type", () => {
    render(
      <SuggestionSentModal open onClose={() => {}} type="cool" message="Мы получили ваше предложение." />,
    );
    expect(screen.getByRole("heading", { name: "Спасибо!" })).toBeTruthy();
    expect(document.querySelector('[data-suggestion-type="cool"]')?.textContent).toBe(
      "Мы получили ваше предложение.",
    );
  });
});
