export const messages = {
  label: (value: number) =>
    `Оценка ${Number.isInteger(value) ? value : value.toFixed(1).replace(".", ",")} из 5`,
} as const;
