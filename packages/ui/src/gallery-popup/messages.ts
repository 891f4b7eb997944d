export const galleryPopupMessages = {
  title: "Просмотр изображений",
  close: "Закрыть просмотр",
  carousel: "карусель",
  slide: "слайд",
  slideOf: (n: number, total: number) => `${n} из ${total}`,
  previous: "Предыдущее изображение",
  next: "Следующее изображение",
  goTo: (n: number) => `Показать изображение ${n}`,
  dots: "Выбор изображения",
} as const;
