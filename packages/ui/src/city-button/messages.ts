export const cityButtonMessages = {
  label: (cityName: string) => `Ваш город: ${cityName}. Изменить город`,
} as const;
