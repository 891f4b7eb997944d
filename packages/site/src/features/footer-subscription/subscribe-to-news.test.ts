import { describe, expect, it, vi } from "vitest";
import { SUBSCRIBE_SERVER_ERROR, subscribeToNews } from "./subscribe-to-news.ts";

describe("subscribeToNews", () => {
  it("checks the address with the domain's rule before sending", async () => {
    const post = vi.fn();
    expect(await subscribeToNews("  ", post)).toEqual({
      kind: "failed",
      error: "Обязательно к заполнению",
      status: 400,
    });
    expect(await subscribeToNews("anna@", post)).toEqual({
      kind: "failed",
      error: "Невалидный почтовый адрес",
      status: 400,
    });
    expect(post).not.toHaveBeenCalled();
  });

  it("sends the trimmed address and thanks with the server's message", async () => {
    const post = vi.fn(async () => ({
      status: 202,
      body: { accepted: true, message: "Спасибо за подписку!" },
    }));
    expect(await subscribeToNews(" anna@example.ru ", post)).toEqual({
      kind: "sent",
      message: "Спасибо за подписку!",
    });
    expect(post).toHaveBeenCalledWith({ email: "anna@example.ru" });
  });

  it("shows the server's field message, a rate limit's message, else the server error", async () => {
    const answer = (status: number, body: unknown) => async () => ({ status, body });
    expect(
      await subscribeToNews(
        "anna@example.ru",
        answer(400, { message: "Ошибка", errors: { email: ["Невалидный почтовый адрес"] } }),
      ),
    ).toEqual({ kind: "failed", error: "Невалидный почтовый адрес", status: 400 });
    expect(
      await subscribeToNews("anna@example.ru", answer(429, { message: "Слишком много запросов" })),
    ).toEqual({
      kind: "failed",
      error: "Слишком много запросов",
      status: 429,
    });
    // the server's failure: the no-script page answers 503, not 400 (nothing was wrong with the address)
    expect(await subscribeToNews("anna@example.ru", answer(502, null))).toEqual({
      kind: "failed",
      error: SUBSCRIBE_SERVER_ERROR,
      status: 503,
    });
    const offline = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await subscribeToNews("anna@example.ru", offline)).toEqual({
      kind: "failed",
      error: SUBSCRIBE_SERVER_ERROR,
      status: 503,
    });
  });
});
