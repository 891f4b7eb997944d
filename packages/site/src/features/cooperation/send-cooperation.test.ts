import { describe, expect, it, vi } from "vitest";
import { checkAttachment, cooperationFormData, fieldErrorsOf, sendCooperation } from "./send-cooperation.ts";

const values = {
  name: " Анна ",
  phone: "+7 (912) 345 67 89",
  email: "anna@example.ru",
  text: "Предлагаем поставки оправ",
  policyRead: true,
  processingConsent: true,
};

describe("sending the cooperation enquiry", () => {
  it("sends spec §7's multipart fields, the phone as '+' and digits", () => {
    const file = new File(["%PDF-1.4"], "offer.pdf", { type: "application/pdf" });
    const body = cooperationFormData(values, file);
    expect(body.get("type")).toBe("Сотрудничество");
    expect(body.get("name")).toBe("Анна");
    expect(body.get("phone")).toBe("+79123456789");
    expect(body.get("email")).toBe("anna@example.ru");
    expect(body.get("message")).toBe("Предлагаем поставки оправ");
    expect((body.get("attachments") as File).name).toBe("offer.pdf");
    expect(cooperationFormData(values, null).has("attachments")).toBe(false);
  });

  it("checks a chosen file's size and kind before sending", () => {
    expect(checkAttachment({ name: "a.PDF", size: 1000 })).toBeNull();
    expect(checkAttachment({ name: "a.docx", size: 10 * 1024 * 1024 })).toBeNull();
    expect(checkAttachment({ name: "a.pdf", size: 10 * 1024 * 1024 + 1 })).toBe(
      "Файл слишком большой: можно приложить файл не больше 10 МБ",
    );
    expect(checkAttachment({ name: "a.exe", size: 10 })).toBe(
      "Можно приложить только файл PDF, DOC, DOCX, JPG или PNG",
    );
  });

  it("maps the server's field messages to the form's fields", () => {
    expect(fieldErrorsOf(400, { errors: { message: ["m"], attachments: ["f"], other: ["x"] } })).toEqual({
      text: "m",
      file: "f",
    });
    expect(fieldErrorsOf(413, null)).toEqual({
      file: "Файл слишком большой: можно приложить файл не больше 10 МБ",
    });
  });

  it("answers sent, invalid or failed, never throws", async () => {
    const answer = (status: number, body: unknown) =>
      vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
    expect(await sendCooperation(values, null, answer(200, { id: "x", message: "ok" }))).toEqual({
      kind: "sent",
    });
    expect(
      await sendCooperation(
        values,
        null,
        answer(400, { message: "e", errors: { email: ["Невалидный почтовый адрес"] } }),
      ),
    ).toEqual({ kind: "invalid", errors: { email: "Невалидный почтовый адрес" } });
    expect((await sendCooperation(values, null, answer(500, { message: "boom" }))).kind).toBe("failed");
    expect((await sendCooperation(values, null, answer(429, { message: "slow" }))).kind).toBe("failed");
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    expect((await sendCooperation(values, null, offline)).kind).toBe("failed");
  });
});
