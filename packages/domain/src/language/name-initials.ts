/**
 * A person's initials as a portrait shows them: the first letters of the first two words of the
 * name (surname and first name), capitals: 'Воронцова Анна Сергеевна' → 'ВА'.
 */
export function nameInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}
