import type { TCheckoutBody } from "@optika/api-contract";
import { phoneDigitsForApi } from "@optika/domain/phone";

/*
 * The checkout form posted without JavaScript to `/checkout/process/new` (decision 0036), read into
 * the body of `POST /checkout/process/new`. The reader is tolerant of how the form names its
 * fields: flat names (`name`, `phone`, `delivery_id`, `point_code`, `full_address`…), camelCase
 * (`deliveryId`, `pointCode`, `fullAddress`) and nested ones (`customer[name]`, `customer.name`,
 * `delivery[address][floor]`) all work. It only reads and trims; the API validates (and answers
 * the spec's messages), and computes every price itself.
 */

type TFields = { get(name: string): string | undefined };

/** The form's values by a normalised name: `customer[name]` / `customer.name` / `customerName` → `customername`. */
function fieldsOf(form: FormData): TFields {
  const map = new Map<string, string>();
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") continue;
    const normalised = key.toLowerCase().replace(/[^a-z0-9]/g, "");
    if (!map.has(normalised)) map.set(normalised, value.trim());
  }
  return { get: (name) => map.get(name) };
}

/** The first of the names the form carries, with or without its group prefix. */
function pick(fields: TFields, prefixes: readonly string[], names: readonly string[]): string | undefined {
  for (const name of names) {
    for (const prefix of ["", ...prefixes]) {
      const value = fields.get(`${prefix}${name}`);
      if (value !== undefined && value !== "") return value;
    }
  }
  return undefined;
}

const CUSTOMER = ["customer", "userinfo", "user"] as const;
const DELIVERY = ["delivery", "deliveryinfo", "deliveryaddress", "address"] as const;

function readFlag(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  return !["0", "false", "off", "no", "нет"].includes(value.toLowerCase());
}

function readNumber(value: string | undefined): number | undefined {
  if (value === undefined || value === "") return undefined;
  const n = Number(value.replace(",", "."));
  return Number.isFinite(n) ? n : undefined;
}

/** 'pickup' (spec's default) or 'courier' ('delivery' is the spec's name for the courier method). */
function deliveryTypeOf(value: string | undefined): "pickup" | "courier" {
  return value === "delivery" || value === "courier" ? "courier" : "pickup";
}

function paymentOf(value: string | undefined): "online" | "on_receipt" {
  const v = (value ?? "").toLowerCase().replace("-", "_");
  return v === "on_receipt" || v === "onreceipt" || v === "cash" || v === "receipt" ? "on_receipt" : "online";
}

/** The Idempotency-Key the form carries (hidden field `idempotency_key`), if any. */
export function idempotencyKeyOf(form: FormData): string | undefined {
  return pick(fieldsOf(form), [], ["idempotencykey", "idempotency", "attemptkey"]);
}

/** The order the form asks for, as `POST /checkout/process/new` takes it. */
export function checkoutBodyOf(form: FormData): TCheckoutBody {
  const f = fieldsOf(form);
  const type = deliveryTypeOf(
    pick(f, DELIVERY, ["type", "method", "deliverymethod", "selecteddeliverymethod"]),
  );
  const lat = readNumber(pick(f, DELIVERY, ["lat", "latitude"]));
  const lon = readNumber(pick(f, DELIVERY, ["lon", "lng", "longitude"]));
  const part = (...names: string[]) => pick(f, DELIVERY, names);
  // checkout-ui's form: `pickup_delivery_id` = "{deliveryId}:{pointCode}", `courier_delivery_id`
  const [pickupId, ...pickupCode] = (pick(f, [], ["pickupdeliveryid"]) ?? "").split(":");
  const chosenId =
    pick(f, DELIVERY, ["deliveryid"]) ??
    (type === "pickup" ? pickupId : pick(f, [], ["courierdeliveryid"])) ??
    undefined;
  const address =
    type === "courier"
      ? {
          fullAddress: part("fulladdress", "address", "computedaddress") ?? "",
          shortAddress: part("shortaddress"),
          coordinates: lat !== undefined && lon !== undefined ? ([lat, lon] as [number, number]) : undefined,
          courierId: part("courierid"),
          apartment: part("apartment", "flat"),
          mailIndex: part("mailindex", "zip"),
          entrance: part("entrance"),
          floor: part("floor"),
          house: part("house"),
          intercom: part("intercom"),
          comment: part("comment"),
        }
      : undefined;
  return {
    customer: {
      name: pick(f, CUSTOMER, ["name"]) ?? "",
      phone: phoneDigitsForApi(pick(f, CUSTOMER, ["phone"]) ?? ""),
      email: pick(f, CUSTOMER, ["email"]),
      is_marketing: readFlag(pick(f, CUSTOMER, ["ismarketing", "marketing"])) ?? false,
    },
    delivery: {
      deliveryId: readNumber(chosenId) ?? 0,
      type,
      pointCode:
        type === "pickup"
          ? (pick(f, DELIVERY, ["pointcode", "point", "pickuppoint"]) ?? (pickupCode.join(":") || undefined))
          : undefined,
      address,
    },
    payment: paymentOf(pick(f, ["payment"], ["payment", "paymentmethod", "paymentclass", "selectedpayment"])),
    promo_code: pick(f, ["promo"], ["promocode", "promo"]),
    certificate_code: pick(f, ["certificate"], ["certificatecode", "certificate"]),
    bonuses: readNumber(pick(f, ["bonuses"], ["bonuses", "useactivebonuses", "bonusestospend"])) ?? 0,
  };
}
