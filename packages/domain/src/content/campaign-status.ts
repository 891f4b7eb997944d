/** Where a promotion stands on a given day: its dates are inclusive ISO days ("2026-11-27"). */
export type TCampaignStatus = "upcoming" | "current" | "expired";

export function campaignStatus(
  dates: { readonly startsOn: string; readonly endsOn: string },
  today: string,
): TCampaignStatus {
  if (today < dates.startsOn) return "upcoming";
  if (today > dates.endsOn) return "expired";
  return "current";
}
