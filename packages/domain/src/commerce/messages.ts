/** Plural forms of "бонус" for `pluralRu`. */
export const BONUS_FORMS = ["бонус", "бонуса", "бонусов"] as const;
