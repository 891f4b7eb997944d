export const cmsMessages = {
  home: "Главная",
  bannersLabel: "Акции и предложения",
  previewNotice: "Предпросмотр: так страница будет выглядеть после публикации.",
  previewTitle: "Предпросмотр страницы",
} as const;
