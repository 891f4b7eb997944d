export const quickBuyUiMessages = {
  eyeMode: "Параметры линз",
  eyeSame: "Одинаковые для обоих глаз",
  eyeVarious: "Разные для каждого глаза",
  bothEyes: "Оба глаза",
  rightEye: "Правый глаз (OD)",
  leftEye: "Левый глаз (OS)",
  close: "Закрыть",
  /** under a group that waits for an earlier one */
  chooseFirst: (title: string) => `Сначала выберите «${title}»`,
} as const;
