import { describe, expect, it } from "vitest";
import { quietRouterResponseRejections } from "./router-response-rejections.ts";

/** An `unhandledrejection` event with `reason`, dispatched on `target`; true when not cancelled. */
function reportUnhandled(target: EventTarget, reason: unknown): boolean {
  const event = Object.assign(new Event("unhandledrejection", { cancelable: true }), { reason });
  return target.dispatchEvent(event);
}

describe("router Response rejections", () => {
  it("a Response the router rejects with is not reported; an Error still is", () => {
    const target = new EventTarget();
    quietRouterResponseRejections(target as unknown as Window);
    expect(reportUnhandled(target, new Response(null, { status: 302, headers: { location: "/x" } }))).toBe(
      false,
    );
    expect(reportUnhandled(target, new Error("boom"))).toBe(true);
    expect(reportUnhandled(target, "Response")).toBe(true);
  });
});
