export const productMessages = {
  productNotFound: "Товар не найден",
  groupNotFound: "Группа вариантов не найдена у этого товара",
  variantNotFound: "Выбранный вариант не найден у этого товара",
} as const;
