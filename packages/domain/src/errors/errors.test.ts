import { describe, expect, it } from "vitest";
import { errorMessages } from "./messages.ts";
import { pageError } from "./page-error.ts";
import {
  cartQuantityErrorText,
  deliveryCalculateErrorText,
  errorMessagesOf,
  errorToastText,
  formSendErrorText,
  loyaltyCodeRequestFailure,
  NOTIFICATION_DURATION_MS,
  otpErrorOutcome,
  outOfStockFormErrorText,
  quickBuyAddErrorText,
  shouldReloadForStaleChunk,
  signInErrorText,
  TOAST_DURATION_MS,
} from "./server-error-messages.ts";

describe("pageError", () => {
  it("shows the spec's texts", () => {
    expect(pageError(404)).toEqual({
      status: 404,
      title: "Страница не найдена",
      heading: "СТРАНИЦА НЕ НАЙДЕНА",
    });
    expect(pageError(401).title).toBe("Пользователь не авторизован");
    expect(pageError(503)).toEqual({
      status: 503,
      title: "Что-то пошло не так!",
      heading: "Что-то пошло не так!",
    });
  });
  it("defaults to 500", () => {
    expect(pageError().status).toBe(500);
    expect(pageError(null).status).toBe(500);
    expect(pageError(200).status).toBe(500);
    expect(pageError(4.5).status).toBe(500);
    expect(pageError(700).status).toBe(500);
  });
});

describe("server messages", () => {
  it("reads field errors, lists and messages", () => {
    expect(
      errorMessagesOf({ message: "Bad", errors: { phone: ["Телефон занят"], name: ["Короткое", "Пустое"] } }),
    ).toEqual(["Телефон занят", "Короткое", "Пустое"]);
    expect(errorMessagesOf({ errors: ["a", "b"] })).toEqual(["a", "b"]);
    expect(errorMessagesOf({ message: "Только сообщение", errors: {} })).toEqual(["Только сообщение"]);
    expect(errorMessagesOf({ message: "  " })).toEqual([]);
    expect(errorMessagesOf("oops")).toEqual([]);
    expect(errorMessagesOf(null)).toEqual([]);
    expect(errorMessagesOf({ errors: { a: [1, "", "x"] } })).toEqual(["x"]);
  });
  it("joins a list with '; ' and falls back to the generic text", () => {
    expect(errorToastText({ errors: { a: ["Первое"], b: ["Второе"] } })).toBe("Первое; Второе");
    expect(errorToastText({ message: "Одно" })).toBe("Одно");
    expect(errorToastText(undefined)).toBe("Возникла ошибка, попробуйте перезагрузить страницу");
    expect(NOTIFICATION_DURATION_MS).toBe(4000);
    expect(TOAST_DURATION_MS).toBe(3000);
  });
});

describe("code errors", () => {
  it("maps 'Invalid OTP'", () => {
    expect(otpErrorOutcome({ message: "Error: Invalid OTP provided" })).toEqual({
      kind: "wrongCode",
      message: "Введен неправильный код",
    });
  });
  it("maps 'Please request a one-time pin' back to stage 1", () => {
    expect(otpErrorOutcome({ errors: { code: ["Please request a one-time pin first"] } })).toEqual({
      kind: "requestNewCode",
      message: "Запросите новый код",
      backToStage: 1,
      clearCode: true,
    });
  });
  it("shows other messages as they are", () => {
    expect(otpErrorOutcome({ message: "Слишком часто" })).toEqual({
      kind: "other",
      message: "Слишком часто",
    });
    expect(loyaltyCodeRequestFailure()).toEqual({ kind: "notRegistered" });
  });
  it("answers a sign-in 500 with the server-error toast", () => {
    expect(signInErrorText(500, { message: "boom" })).toBe("Ошибка сервера, повторите попытку позднее.");
    expect(signInErrorText(400, { errors: { phone: ["Неверный"] } })).toBe("Неверный");
  });
});

describe("cart, forms and delivery errors", () => {
  it("quick-buy add", () => {
    expect(quickBuyAddErrorText({ errors: { q: ["Нет в наличии", "x"] } })).toBe("Нет в наличии");
    expect(quickBuyAddErrorText({})).toBe("Ошибка при добавлении товара в корзину");
  });
  it("form send", () => {
    expect(formSendErrorText({ message: "Спам" })).toBe("Спам");
    expect(formSendErrorText({})).toBe("Ошибка сервера");
    expect(outOfStockFormErrorText({ message: "m", errors: { phone: ["Телефон"] } })).toBe("Телефон");
    expect(outOfStockFormErrorText({ message: "m" })).toBe("m");
    expect(outOfStockFormErrorText(undefined)).toBe("Ошибка сервера");
    expect(errorMessages.formSent).toBe("Заявка успешно отправлена");
  });
  it("card quantity", () => {
    expect(cartQuantityErrorText({ errors: { a: ["x"], b: ["y"] } })).toBe("x; y");
    expect(cartQuantityErrorText({})).toBe("Ошибка изменения количества товара в корзине. Попробуйте позже.");
  });
  it("delivery calculation", () => {
    expect(deliveryCalculateErrorText(400, { message: "Нет доставки в этот город" })).toBe(
      "Нет доставки в этот город",
    );
    expect(deliveryCalculateErrorText(400, {})).toBe(
      "Выбранный способ доставки не доступен по вашему адресу",
    );
    expect(deliveryCalculateErrorText(502, { message: "upstream" })).toBe(
      "Выбранный способ доставки не доступен по вашему адресу",
    );
  });
  it("repeat order texts", () => {
    expect(errorMessages.repeatOrderAdded("Acuvue Oasys", 2)).toBe(
      "Товар Acuvue Oasys добавлен в кол-ве 2 шт.",
    );
    expect(errorMessages.repeatOrderFailed("Acuvue Oasys")).toBe("Мы не смогли добавить товар Acuvue Oasys");
  });
});

describe("stale chunk reload", () => {
  it("reloads at most once per minute", () => {
    expect(shouldReloadForStaleChunk(null, 0)).toBe(true);
    expect(shouldReloadForStaleChunk(undefined, 0)).toBe(true);
    expect(shouldReloadForStaleChunk(1000, 30_000)).toBe(false);
    expect(shouldReloadForStaleChunk(1000, 61_000)).toBe(true);
  });
});
