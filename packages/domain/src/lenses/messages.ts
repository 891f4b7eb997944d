/** Labels of the competitor page's match chips. */
export const competitorMatchLabels = {
  type: "Тот же тип",
  period: "Тот же срок замены",
  material: "Тот же материал",
  baseCurve: "Радиус кривизны",
  diameter: "Диаметр",
  sphere: "Диапазон оптической силы",
} as const;
