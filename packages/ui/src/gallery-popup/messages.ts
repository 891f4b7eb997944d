export const galleryPopupMessages = {
  title: "Просмотр изображений",
  close: "Закрыть просмотр",
  carousel: "карусель",
  slide: "слайд",
  slideOf: (n: number, total: number) => `${n} из ${total}`,
} as const;
