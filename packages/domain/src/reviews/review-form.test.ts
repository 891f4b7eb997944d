import { describe, expect, it } from "vitest";
import { averageRating, formatRating } from "./rating-summary.ts";
import { validateQuestionForm, validateReviewForm } from "./review-form.ts";

const review = {
  name: "Ольга",
  phone: "+7 (912) 345 67 89",
  storeId: 1,
  rating: 5,
  text: "Очень внимательный врач",
};
const question = {
  name: "Игорь",
  contact: "igor@example.ru",
  topic: "linzy",
  text: "Можно ли спать в линзах?",
};

describe("review form", () => {
  it("accepts a complete review", () => {
    expect(validateReviewForm(review)).toEqual({});
  });
  it("gives each field its message", () => {
    expect(validateReviewForm({ name: " ", phone: "+7 (912", storeId: 0, rating: 6, text: "ок" })).toEqual({
      name: "Обязательно к заполнению",
      phone: "Неверный формат номера",
      storeId: "Выберите клинику или салон",
      rating: "Поставьте оценку от 1 до 5",
      text: "Поле должно содержать минимум 10 символов",
    });
    expect(validateReviewForm({ ...review, name: "Я", rating: 0, text: "" })).toEqual({
      name: "Поле должно содержать минимум 2 символа",
      rating: "Поставьте оценку от 1 до 5",
      text: "Обязательно к заполнению",
    });
    expect(
      validateReviewForm({ ...review, name: "Я".repeat(101), text: "а".repeat(2001), rating: 2.5 }),
    ).toEqual({
      name: "Не более 100 символов",
      rating: "Поставьте оценку от 1 до 5",
      text: "Не более 2000 символов",
    });
  });
});

describe("question form", () => {
  it("accepts an e-mail or a phone", () => {
    expect(validateQuestionForm(question)).toEqual({});
    expect(validateQuestionForm({ ...question, contact: "+7 (912) 345 67 89" })).toEqual({});
  });
  it("names what is missing or wrong", () => {
    expect(validateQuestionForm({ name: "", contact: "", topic: "", text: "" })).toEqual({
      name: "Обязательно к заполнению",
      contact: "Укажите телефон или e-mail",
      topic: "Выберите тему вопроса",
      text: "Обязательно к заполнению",
    });
    expect(validateQuestionForm({ ...question, contact: "igor@" }).contact).toBe("Невалидный почтовый адрес");
    expect(validateQuestionForm({ ...question, contact: "+7 (912) 34" }).contact).toBe(
      "Неверный формат номера",
    );
  });
});

describe("rating summary", () => {
  it("averages with one decimal, none without reviews", () => {
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(0, 0)).toBeNull();
    expect(formatRating(4.7)).toBe("4,7");
    expect(formatRating(5)).toBe("5,0");
  });
});
