import type { TCampaignCard } from "@optika/api-contract";
import { describe, expect, it } from "vitest";
import { campaignCard } from "./campaign-card.server.ts";

const NBSP = "\u00a0";

describe("campaignCard", () => {
  it("sets the title and lead in typography: '1 000 ₽' is never broken after the '1'", () => {
    const campaign: TCampaignCard = {
      id: 7,
      slug: "trade-in-opravy",
      title: "Трейд-ин: сдайте старую оправу - получите скидку",
      lead: "Принесите старые очки и получите 1 000 ₽ скидки на новую оправу.",
      status: "expired",
      starts_on: "2026-09-30",
      ends_on: "2026-11-09",
      banner_image_id: null,
    };
    const card = campaignCard(campaign);
    expect(card.lead).toContain(`1${NBSP}000${NBSP}₽`);
    expect(card.title).toBe(`Трейд-ин: сдайте старую оправу${NBSP}— получите скидку`);
    expect(card.href).toBe("/aktsii/trade-in-opravy");
  });
});
