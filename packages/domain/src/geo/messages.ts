export const geoMessages = {
  yourCity: (name: string) => `Ваш город ${name}?`,
  yes: "Да",
  change: "Изменить",
} as const;
