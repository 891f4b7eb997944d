import { describe, expect, it } from "vitest";
import { contract } from "./contract.ts";
import { generateOpenApi } from "./openapi.ts";
import { ZProfileUpdate } from "./profile.ts";
import { ZCodeLoginBody, ZRegistrationBody, ZRequestCodeBody } from "./users.ts";

function fieldMessages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);
}

describe("account bodies", () => {
  it("read a phone in every usual form and send digits on", () => {
    for (const phone of ["+7 (912) 345 67 89", "89123456789", "79123456789", "9123456789"]) {
      expect(ZRequestCodeBody.parse({ username: phone }).username).toBe("79123456789");
    }
    expect(ZRequestCodeBody.parse({ username: "79123456789", repeat: "1" }).repeat).toBe(true);
  });

  it("answer a malformed phone with the form's own message", () => {
    expect(fieldMessages(ZRequestCodeBody.safeParse({ username: "+7 (912) 34" }))).toEqual([
      ["username", "Неверный формат номера"],
    ]);
    expect(fieldMessages(ZRegistrationBody.safeParse({ phone: "", name: "Анна" }))).toEqual([
      ["phone", "Обязательно к заполнению"],
    ]);
    expect(fieldMessages(ZRegistrationBody.safeParse({ phone: "8912345678901", name: "Анна" }))).toEqual([
      ["phone", "Некорректно набран номер"],
    ]);
    expect(fieldMessages(ZRegistrationBody.safeParse({ phone: "x".repeat(1000), name: "Анна" }))).toEqual([
      ["phone", "Слишком длинное значение"],
    ]);
  });

  it("refuse a name over 1000 characters as sent, before trimming it; less is trimmed", () => {
    const overRaw = `${" ".repeat(1_000)}Анна`;
    expect(fieldMessages(ZRegistrationBody.safeParse({ phone: "79123456789", name: overRaw }))).toEqual([
      ["name", "Не более 100 символов"],
    ]);
    const padded = `${" ".repeat(500)}Анна${" ".repeat(400)}`;
    expect(ZRegistrationBody.parse({ phone: "79123456789", name: padded }).name).toBe("Анна");
  });

  it("want a 4-digit code", () => {
    expect(ZCodeLoginBody.parse({ username: "79123456789", password: " 0042 " }).password).toBe("0042");
    expect(fieldMessages(ZCodeLoginBody.safeParse({ username: "79123456789", password: "12" }))).toEqual([
      ["password", "Код должен состоять из 4х символов"],
    ]);
  });

  it("bound the profile's fields", () => {
    expect(ZProfileUpdate.parse({ name: " Анна ", email: "", birthday: "", is_marketing: 0 })).toEqual({
      name: "Анна",
      email: null,
      birthday: null,
      is_marketing: false,
    });
    const bad = ZProfileUpdate.safeParse({
      name: "я".repeat(101),
      email: "a@b",
      birthday: "2001-02-30",
      is_marketing: true,
    });
    expect(fieldMessages(bad)).toEqual([
      ["name", "Не более 100 символов"],
      ["email", "Невалидный почтовый адрес"],
      ["birthday", "Некорректная дата рождения"],
    ]);
  });

  it("are all in the OpenAPI document", () => {
    const document = generateOpenApi(contract, { title: "t", version: "t" });
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    for (const expected of [
      "POST /users/check-exist",
      "POST /users/request",
      "POST /users/signup",
      "POST /users/login",
      "POST /users/confirm/phone",
      "POST /users/request-password",
      "POST /users/registration",
      "POST /auth/login",
      "POST /auth/logout",
      "GET /users/profile",
      "PUT /users/profile",
      "GET /users/discount-cards",
      "POST /users/discount-cards",
      "GET /users/discount-cards/{guid}",
      "GET /users/certificates",
      "GET /users/bonuses",
    ]) {
      expect(operations).toContain(expected);
    }
  });
});
