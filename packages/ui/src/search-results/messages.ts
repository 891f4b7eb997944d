export const messages = {
  showMore: "Показать еще",
};
