/** Average rating shown with one decimal ("4,7"), or null without reviews. */
export function averageRating(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum / count) * 10) / 10;
}

/** "4,7" (comma decimal, one digit). */
export function formatRating(value: number): string {
  return value.toFixed(1).replace(".", ",");
}
