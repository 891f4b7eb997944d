export const bannerSliderMessages = {
  roleDescription: "карусель",
  slideRoleDescription: "слайд",
  slideLabel: (index: number, count: number) => `${index} из ${count}`,
  previous: "Предыдущий слайд",
  next: "Следующий слайд",
  pause: "Остановить прокрутку",
  play: "Запустить прокрутку",
  goTo: (index: number) => `Показать слайд ${index}`,
} as const;
