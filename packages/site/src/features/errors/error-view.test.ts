import { data } from "react-router";
import { describe, expect, it } from "vitest";
import { errorStatus, errorView } from "./error-view.ts";

describe("errorView", () => {
  it("uses the spec texts", () => {
    // one heading, shown in capitals ('СТРАНИЦА НЕ НАЙДЕНА'); the text below does not repeat it
    expect(errorView(404)).toMatchObject({ title: "Страница не найдена", isTitleUppercase: true });
    expect(errorView(404).text).not.toMatch(/страница не найдена/i);
    expect(errorView(401).title).toBe("Пользователь не авторизован");
    expect(errorView(500).title).toBe("Что-то пошло не так!");
    expect(errorView(502).title).toBe("Что-то пошло не так!");
  });
});

describe("errorStatus", () => {
  it("is 500 for a thrown Error", () => {
    expect(errorStatus(new Error("x"))).toBe(500);
  });
  it("reads a thrown Response", () => {
    expect(errorStatus(new Response(null, { status: 401 }))).toBe(401);
  });
  it("ignores plain values", () => {
    expect(errorStatus(data(null, { status: 404 }))).toBe(500);
  });
});
