import { describe, expect, it } from "vitest";
import { contract } from "./contract.ts";
import { generateOpenApi } from "./openapi.ts";
import { PAYMENT_MESSAGES, paymentProviderContract, paymentsContract } from "./payments.ts";

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("payment routes", () => {
  const hash = paymentsContract.start.pathParams;

  it("take an order hash of base64url characters, at most 64; anything else is 'Заказ не найден'", () => {
    expect(hash.parse({ hash: "AbC-_0123456789xyzAbC-_" })).toEqual({ hash: "AbC-_0123456789xyzAbC-_" });
    for (const bad of ["", "x".repeat(65), "a.b", "../x", "a b", "a\u0000b", 12]) {
      expect(messagesOf(hash.safeParse({ hash: bad }))).toEqual([PAYMENT_MESSAGES.orderUnknown]);
    }
  });

  it("name a known provider in the webhook path, and a UUID for the test page", () => {
    const webhook = paymentProviderContract.webhook.pathParams;
    expect(webhook.parse({ provider: "yookassa" })).toEqual({ provider: "yookassa" });
    expect(messagesOf(webhook.safeParse({ provider: "paypal" }))).toEqual([PAYMENT_MESSAGES.providerUnknown]);
    const page = paymentProviderContract.testPage.pathParams;
    expect(messagesOf(page.safeParse({ paymentId: "1; drop table" }))).toEqual([PAYMENT_MESSAGES.paymentId]);
  });

  it("accept only the page's three outcomes", () => {
    const body = paymentProviderContract.testDecide.body;
    for (const outcome of ["succeeded", "declined", "canceled"]) {
      expect(body.parse({ outcome })).toEqual({ outcome });
    }
    expect(messagesOf(body.safeParse({ outcome: "refunded" }))).toEqual([PAYMENT_MESSAGES.outcome]);
  });

  it("are in the OpenAPI document", () => {
    const document = generateOpenApi(contract, { title: "Оптика API", version: "test" });
    const paths = Object.keys(document.paths);
    for (const path of [
      "/orders/{hash}/payment",
      "/payments/webhook/{provider}",
      "/payments/test-provider/{paymentId}",
    ]) {
      expect(paths).toContain(path);
    }
  });
});
