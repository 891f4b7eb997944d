import { describe, expect, it } from "vitest";
import { formAnswer } from "./reviews.server.ts";

const typed = { name: "Анна", phone: "+7 (912) 345 67 89", text: "Очень внимательный врач" };

describe("formAnswer", () => {
  it("a stored form is sent, with the server's message, and keeps nothing", () => {
    expect(formAnswer({ status: 201, body: { message: "Спасибо!" } }, ["name"], typed)).toEqual({
      sent: true,
      message: "Спасибо!",
    });
  });

  it("a refused form names its fields' problems and carries back what was typed", () => {
    const answer = formAnswer(
      {
        status: 400,
        body: { message: "Ошибка", errors: { text: ["Слишком короткий отзыв"], other: ["x"] } },
      },
      ["name", "text"],
      typed,
    );
    expect(answer).toEqual({ errors: { text: "Слишком короткий отзыв" }, values: typed });
  });

  it("a failed send (no answer, a rate limit) still keeps what was typed", () => {
    expect(formAnswer(null, ["name"], typed)).toEqual({ errors: { form: "Ошибка сервера" }, values: typed });
    expect(formAnswer({ status: 429, body: { message: "Слишком много запросов" } }, ["name"], typed)).toEqual(
      {
        errors: { form: "Слишком много запросов" },
        values: typed,
      },
    );
  });
});
