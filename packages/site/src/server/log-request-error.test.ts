// @vitest-environment node
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "../entry.server.tsx";
import { logRequestError } from "./log-request-error.ts";

const request = () => new Request("http://localhost/kontakty", { method: "POST" });

describe("logRequestError", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is the server entry's handleError (React Router's default logs every 4xx it answers itself)", () => {
    expect(handleError).toBe(logRequestError);
  });

  it("logs no stack trace for the router's own 4xx (a POST to a page without a form)", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const internal = new Error('You made a POST request to "/kontakty" but did not provide an `action`');
    logRequestError(new ErrorResponse(405, "Method Not Allowed", internal, true), { request: request() });
    logRequestError(new ErrorResponse(400, "Bad Request", new Error("bad _routes"), true), {
      request: request(),
    });
    expect(log).not.toHaveBeenCalled();
  });

  it("logs a failure of the shop (a thrown error, a 5xx) with its error", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new Error("render failed");
    logRequestError(failure, { request: request() });
    const inner = new Error("loader failed");
    logRequestError(new ErrorResponse(500, "Internal Server Error", inner, true), { request: request() });
    expect(log.mock.calls).toEqual([[failure], [inner]]);
  });

  it("logs nothing for a request the client gave up", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const abort = new AbortController();
    abort.abort();
    const gone = new Request("http://localhost/", { signal: abort.signal });
    logRequestError(new Error("aborted render"), { request: gone });
    expect(log).not.toHaveBeenCalled();
  });
});
