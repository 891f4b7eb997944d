import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { expectOk, okOrNull, pageStatusFor } from "./api-response.ts";

function thrownStatus(fn: () => unknown): number | null {
  try {
    fn();
    return null;
  } catch (error) {
    const value = error as { init?: { status?: number }; status?: number };
    if (isRouteErrorResponse(error)) return error.status;
    return value.init?.status ?? value.status ?? null;
  }
}

describe("pageStatusFor", () => {
  it("maps API answers to page statuses", () => {
    expect(pageStatusFor(404)).toBe(404);
    expect(pageStatusFor(400)).toBe(404);
    expect(pageStatusFor(401)).toBe(401);
    expect(pageStatusFor(500)).toBe(502);
    expect(pageStatusFor(503)).toBe(502);
    expect(pageStatusFor(302)).toBe(500);
  });
});

describe("expectOk / okOrNull", () => {
  it("returns the body of a 200", () => {
    expect(expectOk({ status: 200, body: { a: 1 } })).toEqual({ a: 1 });
    expect(okOrNull({ status: 200, body: 5 })).toBe(5);
  });
  it("throws the mapped page status otherwise", () => {
    expect(thrownStatus(() => expectOk({ status: 404, body: { message: "Не найдено" } }))).toBe(404);
    expect(thrownStatus(() => expectOk({ status: 400, body: {} }))).toBe(404);
    expect(thrownStatus(() => expectOk({ status: 500, body: {} }))).toBe(502);
  });
  it("okOrNull turns a 404 into null", () => {
    expect(okOrNull({ status: 404, body: {} })).toBeNull();
    expect(thrownStatus(() => okOrNull({ status: 401, body: {} }))).toBe(401);
  });
});
