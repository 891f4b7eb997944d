export const productMessages = {
  productNotFound: "Товар не найден",
  groupNotFound: "Группа вариантов не найдена у этого товара",
  variantNotFound: (groupId: number, variantId: number) =>
    `Вариант ${variantId} не найден в группе ${groupId} этого товара`,
  badGroupKey: "Ключ должен иметь вид v[{идентификатор группы}]",
  badVariantId: "Идентификатор варианта должен быть целым положительным числом",
  badInteger: "Должно быть целым числом не меньше 0",
  badCityId: "Идентификатор города должен быть целым положительным числом",
  badExpand: "Допустимое значение: stores",
} as const;
