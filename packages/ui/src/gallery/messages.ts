export const messages = {
  carousel: "карусель",
  slide: "слайд",
  label: "Галерея изображений",
  slideOf: (n: number, total: number) => `${n} из ${total}`,
  previous: "Предыдущее изображение",
  next: "Следующее изображение",
  goTo: (n: number) => `Показать изображение ${n}`,
  dots: "Выбор изображения",
  open: (n: number) => `Открыть изображение ${n} во весь экран`,
};
