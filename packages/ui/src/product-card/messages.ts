export const messages = {
  notAvailable: "Нет в наличии",
  /** Bonus line: "120 бонусов" — the form comes from the domain's plural rule. */
  bonus: (amount: string, form: string) => `${amount} ${form}`,
};
