import { describe, expect, it, vi } from "vitest";
import { lensRequestBody, sendLensRequest } from "./send-lens-request.ts";

const input = {
  name: " Анна ",
  phone: "+7 (912) 345 67 89",
  message: "ACUVUE OASYS for ASTIGMATISM: правый глаз — Оптическая сила (Сфера): -3.00",
  productId: 5,
  modificationId: 1921,
};

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe("the out-of-stock lens request", () => {
  it("sends spec §7's body: type 'Заявка на линзы', digits, source, no_mail_send 1", () => {
    expect(lensRequestBody(input)).toEqual({
      type: "Заявка на линзы",
      name: "Анна",
      phone: "79123456789",
      message: input.message,
      source: { product_id: 5, modification_id: 1921 },
      no_mail_send: "1",
    });
    expect(lensRequestBody({ ...input, modificationId: null }).source).toEqual({ product_id: 5 });
  });

  it("posts JSON to /api/form/send and reads the stored id", async () => {
    const fetchImpl = answer(200, { id: "5b0f4f5e-8e4b-4b8e-9d51-7e0f6c1c2a10", message: "ok" });
    expect(await sendLensRequest(input, fetchImpl)).toEqual({
      kind: "sent",
      id: "5b0f4f5e-8e4b-4b8e-9d51-7e0f6c1c2a10",
    });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/form/send");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual(lensRequestBody(input));
  });

  it("puts field messages under the fields; otherwise the first error, else the message, else 'Ошибка сервера'", async () => {
    expect(
      await sendLensRequest(
        input,
        answer(400, { message: "x", errors: { phone: ["Неверный формат номера"] } }),
      ),
    ).toEqual({
      kind: "invalid",
      errors: { phone: "Неверный формат номера" },
    });
    expect(
      await sendLensRequest(input, answer(400, { message: "Плохо", errors: { source: ["Нет товара"] } })),
    ).toEqual({
      kind: "failed",
      message: "Нет товара",
    });
    expect(await sendLensRequest(input, answer(429, { message: "Слишком много запросов" }))).toEqual({
      kind: "failed",
      message: "Слишком много запросов",
    });
    expect(
      await sendLensRequest(
        input,
        vi.fn(async () => new Response("oops", { status: 502 })),
      ),
    ).toEqual({
      kind: "failed",
      message: "Ошибка сервера",
    });
    expect(
      await sendLensRequest(
        input,
        vi.fn(async () => Promise.reject(new TypeError("offline"))),
      ),
    ).toEqual({
      kind: "failed",
      message: "Ошибка сервера",
    });
  });
});
