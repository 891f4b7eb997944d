export const quickBuyMessages = {
  unavailable: "Недоступно",
  chooseOptions: "Необходимо выбрать опции товара",
  required: "Обязательно к заполнению",
  showAll: "Все варианты",
  collapse: "Свернуть",
} as const;
