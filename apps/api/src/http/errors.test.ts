import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { handleError, validationErrorBody } from "./errors.ts";
import { MESSAGES } from "./messages.ts";

async function answer(error: Error) {
  const app = Fastify({ logger: false });
  app.setErrorHandler(handleError);
  app.get("/", async () => {
    throw error;
  });
  const res = await app.inject({ method: "GET", url: "/" });
  await app.close();
  return res;
}

describe("handleError", () => {
  it("never passes the framework's text on (it may quote the input)", async () => {
    const error = Object.assign(new Error("'/%zz<script>' is not a valid url component"), {
      statusCode: 400,
    });
    const res = await answer(error);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.badRequest });
  });
  it("answers 503 with Retry-After when the database is busy (statement timeout, pool wait)", async () => {
    for (const error of [
      Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }),
      new Error("timeout exceeded when trying to connect"),
      Object.assign(new Error("Failed query: select …"), {
        cause: Object.assign(new Error("canceling statement"), { code: "57014" }),
      }),
    ]) {
      const res = await answer(error);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: MESSAGES.busy });
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    }
  });
  it("500 without details for anything else", async () => {
    const res = await answer(new Error("secret detail"));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: MESSAGES.internal });
  });
});

describe("validationErrorBody", () => {
  const none = { pathParams: null, headers: null, query: null };

  it("a body of the wrong type as a whole gets the generic message, not zod's debug text", () => {
    const body = {
      issues: [
        { code: "invalid_type", message: "Неверный ввод: ожидалось object, получено array", path: [] },
      ],
    };
    expect(validationErrorBody({ ...none, body })).toEqual({
      message: "Некорректный запрос",
      errors: { body: ["Некорректный запрос"] },
    });
  });

  it("keeps a field's own message, and an object-level rule's message", () => {
    const body = {
      issues: [
        { code: "too_big", message: "Не больше 100 символов", path: ["name"] },
        { code: "custom", message: "Дата окончания раньше даты начала", path: [] },
      ],
    };
    expect(validationErrorBody({ ...none, body })).toEqual({
      message: "Не больше 100 символов",
      errors: { name: ["Не больше 100 символов"], body: ["Дата окончания раньше даты начала"] },
    });
  });
});
