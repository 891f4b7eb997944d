import { describe, expect, it } from "vitest";
import { createSimulatedSmsGateway } from "./simulated-sms-gateway.ts";
import { SmsGatewayError } from "./sms-gateway.ts";

describe("simulated SMS gateway", () => {
  it("keeps sent messages per phone, newest first", async () => {
    const gateway = createSimulatedSmsGateway({ now: () => new Date("2026-11-23T10:00:00Z") });
    await gateway.send({ phone: "79001234567", channel: "call", text: "+74950001234" });
    await gateway.send({ phone: "79007654321", channel: "sms", text: "Код: 1111" });
    await gateway.send({ phone: "79001234567", channel: "sms", text: "Код: 5678" });
    expect(gateway.outbox("79001234567").map((m) => m.text)).toEqual(["Код: 5678", "+74950001234"]);
    expect(gateway.outbox()).toHaveLength(3);
    expect(gateway.outbox("79000000000")).toEqual([]);
  });

  it("fails on demand, then recovers", async () => {
    const gateway = createSimulatedSmsGateway();
    gateway.failNext(1);
    await expect(gateway.send({ phone: "79001234567", channel: "sms", text: "x" })).rejects.toBeInstanceOf(
      SmsGatewayError,
    );
    await gateway.send({ phone: "79001234567", channel: "sms", text: "y" });
    expect(gateway.outbox("79001234567").map((m) => m.text)).toEqual(["y"]);
  });

  it("keeps only the last `capacity` messages", async () => {
    const gateway = createSimulatedSmsGateway({ capacity: 2 });
    for (const text of ["a", "b", "c"]) await gateway.send({ phone: "79001234567", channel: "sms", text });
    expect(gateway.outbox().map((m) => m.text)).toEqual(["c", "b"]);
  });
});
