import { describe, expect, it } from "vitest";
import { deliveryTerms, isMainManufacturer, type TDeliveryTermsInput } from "./delivery-terms.ts";
import { parseProductIdList, shouldShowNotificationForm } from "./zero-stock-notification.ts";

// 2025-06-05 10:00 in Yekaterinburg.
const clock = () => Date.UTC(2025, 5, 5, 5, 0);
const base: TDeliveryTermsInput = {
  clock,
  allSetsInStock: true,
  productId: 1,
  manufacturer: "Johnson & Johnson",
  vars: {
    deliveryTerm: "3–5 дней",
    mainManufacturer: "johnson & johnson",
    mainManufacturerDeliveryTerm: "1–2 дня",
  },
  customPeriodProductIds: [77],
};

describe("deliveryTerms", () => {
  it("shows pickup today+3 and courier today+4 when all sets are in stock", () => {
    expect(deliveryTerms(base)).toEqual({
      kind: "dates",
      pickupDate: { year: 2025, month: 6, day: 8 },
      courierDate: { year: 2025, month: 6, day: 9 },
      pickupText: "Самовывоз с 8 июня",
      courierText: "Доставка курьером с 9 июня",
    });
  });
  it("counts from the shop's day, not UTC's", () => {
    const lateEvening = () => Date.UTC(2025, 11, 28, 20, 0); // 29 Dec 01:00 in Yekaterinburg
    const terms = deliveryTerms({ ...base, clock: lateEvening });
    expect(terms.kind === "dates" && terms.courierDate).toEqual({ year: 2026, month: 1, day: 2 });
    const utc = deliveryTerms({ ...base, clock: lateEvening, utcOffsetMinutes: 0 });
    expect(utc.kind === "dates" && utc.courierDate).toEqual({ year: 2026, month: 1, day: 1 });
  });
  it("uses the main manufacturer's own term when not in stock", () => {
    expect(deliveryTerms({ ...base, allSetsInStock: false })).toEqual({ kind: "term", text: "1–2 дня" });
  });
  it("uses the usual term for other manufacturers", () => {
    expect(deliveryTerms({ ...base, allSetsInStock: false, manufacturer: "Alcon" })).toEqual({
      kind: "term",
      text: "3–5 дней",
    });
    expect(deliveryTerms({ ...base, allSetsInStock: false, vars: { deliveryTerm: "3–5 дней" } })).toEqual({
      kind: "term",
      text: "3–5 дней",
    });
  });
  it("gives listed products the custom 21-day period", () => {
    expect(deliveryTerms({ ...base, allSetsInStock: false, productId: 77 })).toEqual({
      kind: "customPeriod",
      days: 21,
      untilDate: { year: 2025, month: 6, day: 26 },
      text: "Под заказ, срок до 26 июня",
    });
    expect(deliveryTerms({ ...base, allSetsInStock: false, customPeriodProductIds: undefined }).kind).toBe(
      "term",
    );
  });
});

describe("isMainManufacturer", () => {
  it("compares names case-insensitively and needs both", () => {
    expect(isMainManufacturer(" ACUVUE ", "acuvue")).toBe(true);
    expect(isMainManufacturer("Alcon", "acuvue")).toBe(false);
    expect(isMainManufacturer(undefined, "acuvue")).toBe(false);
    expect(isMainManufacturer("acuvue", null)).toBe(false);
    expect(isMainManufacturer("", "")).toBe(false);
  });
});

describe("zero-stock notification", () => {
  it("reads the product id list variable", () => {
    expect(parseProductIdList("12, 34;56 abc 0")).toEqual([12, 34, 56]);
    expect(parseProductIdList("")).toEqual([]);
    expect(parseProductIdList(undefined)).toEqual([]);
    expect(parseProductIdList("99999999999999999999")).toEqual([]);
  });
  it("shows the form for listed products when a set is not in stock", () => {
    expect(
      shouldShowNotificationForm({ productId: 5, zeroStockProductIds: [5], allSetsInStock: false }),
    ).toBe(true);
    expect(shouldShowNotificationForm({ productId: 5, zeroStockProductIds: [5], allSetsInStock: true })).toBe(
      false,
    );
    expect(
      shouldShowNotificationForm({ productId: 6, zeroStockProductIds: [5], allSetsInStock: false }),
    ).toBe(false);
  });
});
