import { describe, expect, it } from "vitest";
import { validateContactRequest } from "./contact-request-form.ts";
import {
  cooperationSendButton,
  cooperationThanksText,
  isValidEmail,
  validateCooperationForm,
} from "./cooperation-form.ts";
import { canSubmitLogin, canSubmitPasswordRequest, canSubmitRegistration } from "./submit-enabled.ts";

describe("submit buttons", () => {
  it("login needs phone and password, not while loading", () => {
    expect(canSubmitLogin({ phone: "+7 (912) 345 67 89", password: "x", isLoading: false })).toBe(true);
    expect(canSubmitLogin({ phone: "+7 (912) 345 67 89", password: "x", isLoading: true })).toBe(false);
    expect(canSubmitLogin({ phone: "", password: "x", isLoading: false })).toBe(false);
    expect(canSubmitLogin({ phone: "1", password: " ", isLoading: false })).toBe(false);
  });
  it("registration needs phone and name; password request a phone", () => {
    expect(canSubmitRegistration({ phone: "1", name: "Аня" })).toBe(true);
    expect(canSubmitRegistration({ phone: "1", name: "" })).toBe(false);
    expect(canSubmitRegistration({ phone: "", name: "Аня" })).toBe(false);
    expect(canSubmitPasswordRequest({ phone: "" })).toBe(false);
    expect(canSubmitPasswordRequest({ phone: "9" })).toBe(true);
  });
});

describe("cooperation form", () => {
  const valid = {
    name: "Анна",
    phone: "+7 (912) 345 67 89",
    email: "anna@example.ru",
    text: "Хотим сотрудничать с вами",
    policyRead: true,
    processingConsent: true,
  };
  it("accepts a complete form", () => {
    expect(validateCooperationForm(valid)).toEqual({});
  });
  it("gives each field its message", () => {
    expect(
      validateCooperationForm({
        name: " А ",
        phone: "+7 (912",
        email: "anna@",
        text: "коротко",
        policyRead: false,
        processingConsent: false,
      }),
    ).toEqual({
      name: "Поле должно содержать минимум 2 символа",
      phone: "Введён некорректный телефон",
      email: "Невалидный почтовый адрес",
      text: "Поле должно содержать минимум 10 символов",
      policyRead: "Необходимо согласие",
      processingConsent: "Необходимо согласие",
    });
    expect(validateCooperationForm({ ...valid, name: "", phone: "", email: " ", text: "" })).toEqual({
      name: "Обязательно к заполнению",
      phone: "Обязательно к заполнению",
      email: "Обязательно к заполнению",
      text: "Обязательно к заполнению",
    });
    expect(isValidEmail("a b@c.d")).toBe(false);
  });
  it("enables sending only with both consents and not while sending", () => {
    expect(cooperationSendButton({ policyRead: true, processingConsent: true, isSending: false })).toEqual({
      isDisabled: false,
      label: "Отправить",
    });
    expect(
      cooperationSendButton({ policyRead: true, processingConsent: false, isSending: false }).isDisabled,
    ).toBe(true);
    expect(
      cooperationSendButton({ policyRead: false, processingConsent: true, isSending: false }).isDisabled,
    ).toBe(true);
    expect(cooperationSendButton({ policyRead: true, processingConsent: true, isSending: true })).toEqual({
      isDisabled: true,
      label: "Отправляем запрос...",
    });
  });
  it("thanks with the site variable or the default", () => {
    expect(cooperationThanksText(undefined)).toBe(
      "Спасибо за обращение! Мы обязательно ответим на ваше письмо в ближайшее время",
    );
    expect(cooperationThanksText("Спасибо!")).toBe("Спасибо!");
  });
});

describe("notification and out-of-stock forms", () => {
  it("need a name and a whole phone", () => {
    expect(validateContactRequest({ name: "Аня", phone: "+7 (912) 345 67 89" })).toEqual({});
    expect(validateContactRequest({ name: "", phone: "+7 (912) 345" }, "outOfStockRequest")).toEqual({
      name: "Обязательно к заполнению",
      phone: "Неверный формат номера",
    });
  });
});
