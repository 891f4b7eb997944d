export const galleryPopupMessages = {
  title: "Просмотр изображений",
  close: "Закрыть просмотр",
  carousel: "карусель",
} as const;
