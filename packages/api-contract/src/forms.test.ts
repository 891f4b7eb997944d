import { describe, expect, it } from "vitest";
import { ZFormSendBody } from "./forms.ts";

const errorsOf = (body: unknown) => {
  const result = ZFormSendBody.safeParse(body);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );
};

describe("form/send bodies report every field's error at once", () => {
  it("a lens request without its product still says what is wrong with the name and phone", () => {
    expect(errorsOf({ type: "Заявка на линзы", name: "", phone: "7912" })).toEqual({
      source: "Идентификатор товара должен быть целым положительным числом",
      name: "Обязательно к заполнению",
      phone: "Неверный формат номера",
    });
    expect(errorsOf({ type: "Заявка на линзы", name: " ", phone: "", source: { product_id: "x" } })).toEqual({
      source: "Идентификатор товара должен быть целым положительным числом",
      name: "Обязательно к заполнению",
      phone: "Обязательно к заполнению",
    });
  });

  it("a field that is not text is refused as such, without the rules that need text", () => {
    expect(
      errorsOf({ type: "Заявка на линзы", name: 5, phone: "79123456789", source: { product_id: 1 } }),
    ).toEqual({
      name: "Недопустимые символы",
    });
  });

  it("a cooperation enquiry with a too-long letter still says what is wrong with the name", () => {
    expect(
      errorsOf({
        type: "Сотрудничество",
        name: "a",
        phone: "+79123456789",
        email: "a@b.ru",
        message: "x".repeat(5_001),
      }),
    ).toEqual({ message: "Слишком длинное значение", name: "Поле должно содержать минимум 2 символа" });
  });
});

describe("form/send text", () => {
  it("refuses NUL and the replacement character that bytes which are not UTF-8 decode to", () => {
    for (const name of ["Анна\u0000", "Ан\uFFFDна"]) {
      expect(
        errorsOf({ type: "Заявка на линзы", name, phone: "79123456789", source: { product_id: 1 } }),
      ).toEqual({
        name: "Недопустимые символы",
      });
    }
  });
});
