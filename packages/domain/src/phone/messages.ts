export const phoneMessages = {
  required: "Обязательно к заполнению",
  dialledWrong: "Некорректно набран номер",
  wrongInputFormat: "Неправильный формат ввода",
  wrongNumberFormat: "Неверный формат номера",
  invalidPhone: "Введён некорректный телефон",
} as const;
