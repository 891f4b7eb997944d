import {
  CUSTOM_PERIOD_DAYS,
  DEFAULT_UTC_OFFSET_MINUTES,
  DELIVERY_ESTIMATE_DAYS,
} from "../constants/business-constants.ts";
import { addDays, calendarDateAt, type TCalendarDate, type TClock } from "../dates/calendar-date.ts";
import { formatRussianDate } from "../dates/format-russian-date.ts";
import { stockMessages } from "./messages.ts";

export type TDeliveryTermsInput = {
  readonly clock: TClock;
  readonly utcOffsetMinutes?: number;
  /** Every eye set has stock in the current city. */
  readonly allSetsInStock: boolean;
  readonly productId: number;
  /** The product's manufacturer characteristic, if any. */
  readonly manufacturer?: string | null;
  /** Site variables: the usual term, the main manufacturer's name and its own term. */
  readonly vars: {
    readonly deliveryTerm: string;
    readonly mainManufacturer?: string | null;
    readonly mainManufacturerDeliveryTerm?: string | null;
  };
  /** Products with the custom 21-day period. */
  readonly customPeriodProductIds?: readonly number[];
};

export type TDeliveryTerms =
  | {
      readonly kind: "dates";
      readonly pickupDate: TCalendarDate;
      readonly courierDate: TCalendarDate;
      readonly pickupText: string;
      readonly courierText: string;
    }
  | {
      readonly kind: "customPeriod";
      readonly days: number;
      readonly untilDate: TCalendarDate;
      readonly text: string;
    }
  | { readonly kind: "term"; readonly text: string };

/** The product's manufacturer is the main one named in the site variables (case-insensitive). */
export function isMainManufacturer(
  manufacturer: string | null | undefined,
  mainManufacturer: string | null | undefined,
): boolean {
  const a = manufacturer?.trim().toLowerCase();
  const b = mainManufacturer?.trim().toLowerCase();
  return Boolean(a && b && a === b);
}

/**
 * Delivery terms shown in quick-buy. All sets in stock → dates: pickup today + 3 days, courier
 * today + 4 (shop time, from the injected clock). Otherwise: a product on the custom-period list →
 * up to 21 days; the main manufacturer → its own term; anyone else → the usual term.
 */
export function deliveryTerms(input: TDeliveryTermsInput): TDeliveryTerms {
  const today = calendarDateAt(input.clock(), input.utcOffsetMinutes ?? DEFAULT_UTC_OFFSET_MINUTES);
  if (input.allSetsInStock) {
    const pickupDate = addDays(today, DELIVERY_ESTIMATE_DAYS.pickup);
    const courierDate = addDays(today, DELIVERY_ESTIMATE_DAYS.courier);
    return {
      kind: "dates",
      pickupDate,
      courierDate,
      pickupText: stockMessages.pickup(formatRussianDate(pickupDate)),
      courierText: stockMessages.courier(formatRussianDate(courierDate)),
    };
  }
  if (input.customPeriodProductIds?.includes(input.productId)) {
    const untilDate = addDays(today, CUSTOM_PERIOD_DAYS);
    return {
      kind: "customPeriod",
      days: CUSTOM_PERIOD_DAYS,
      untilDate,
      text: stockMessages.customPeriod(formatRussianDate(untilDate)),
    };
  }
  const { vars } = input;
  if (vars.mainManufacturerDeliveryTerm && isMainManufacturer(input.manufacturer, vars.mainManufacturer)) {
    return { kind: "term", text: vars.mainManufacturerDeliveryTerm };
  }
  return { kind: "term", text: vars.deliveryTerm };
}
