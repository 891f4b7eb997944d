import { expect, it } from "vitest";
import { buildTestApp, describeOnEngines } from "../../test/harness.ts";
import { createSimulatedSmsGateway } from "./simulated-sms-gateway.ts";

describeOnEngines("GET /dev/outbox", (ctx) => {
  it("shows what the simulator sent to a phone, newest first, outside production", async () => {
    const sms = createSimulatedSmsGateway();
    const app = await buildTestApp(ctx().db, { sms });
    try {
      await sms.send({ phone: "79001234567", channel: "sms", text: "Код для входа: 1234" });
      await sms.send({ phone: "79990000000", channel: "call", text: "+74950005678" });
      const response = await app.inject({ method: "GET", url: "/dev/outbox?phone=79001234567" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.json().messages).toEqual([
        expect.objectContaining({ phone: "79001234567", channel: "sms", text: "Код для входа: 1234" }),
      ]);
      const bad = await app.inject({ method: "GET", url: "/dev/outbox?phone=123" });
      expect(bad.statusCode).toBe(400);
      // without a phone: refused, not every phone's codes at once
      const all = await app.inject({ method: "GET", url: "/dev/outbox" });
      expect(all.statusCode).toBe(400);
      expect(all.body).not.toContain("Код для входа");
    } finally {
      await app.close();
    }
  });

  it("does not exist in production", async () => {
    const app = await buildTestApp(ctx().db, {
      env: { NODE_ENV: "production", SESSION_SECRET: "x".repeat(64) },
    });
    try {
      const response = await app.inject({ method: "GET", url: "/dev/outbox" });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
