/*
 * The checkout's client state (spec §3 Checkout state, §4 Checkout): the method, the courier's
 * address, the chosen pickup point, the delivery calculation and the saved-address popup. A pure
 * reducer, so the rules are tested without a page: opening the address popup keeps the current
 * delivery info, pickup point and method and clears the first two; closing it with reset puts
 * them back; choosing a saved address closes it without restoring.
 */

export type TCheckoutMethod = "pickup" | "delivery";

/** spec §3 deliveryInfo. */
export type TDeliveryInfo = {
  fullAddress: string;
  shortAddress: string;
  /** [lat, lon] of the chosen suggestion */
  coordinates: [number, number] | null;
  courierId: number | null;
  apartment: string;
  mailIndex: string;
  entrance: string;
  floor: string;
  house: string;
  intercom: string;
  comment: string;
};

/** The chosen pickup point: its group and its code. */
export type TPickupChoice = { groupId: number; code: string };

export type TCalculation =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done"; term: number; cost: number; termLabel: string }
  | { status: "failed"; message: string };

type TSnapshot = { method: TCheckoutMethod; deliveryInfo: TDeliveryInfo; pickup: TPickupChoice | null };

export type TCheckoutState = {
  method: TCheckoutMethod;
  deliveryInfo: TDeliveryInfo;
  pickup: TPickupChoice | null;
  calculation: TCalculation;
  isAddressPopupOpen: boolean;
  /** what the popup cleared, put back by a reset */
  beforePopup: TSnapshot | null;
  /** a message about the saved addresses ('Данный адрес недоступен…') */
  addressNotice: string | null;
};

/** A saved address as `GET /user/addresses` lists it (spec §3 userAddresses), the fields the page reads. */
export type TSavedAddressLike = {
  id: number;
  lat: number | null;
  lon: number | null;
  flat: string | null;
  zip: string | null;
  entrance: string | null;
  floor: string | null;
  intercom: string | null;
  courierId: number | null;
  computed_address: string;
  classPoint: { class: string } | null;
  delivery_data: { place_id?: string | null; shop_id?: string | number | null } | null;
};

/** A pickup group as the page reads it: its id, class and the codes of its points. */
export type TPickupGroupLike = { id: number; class: string; points: Array<{ code: string }> };

export const EMPTY_DELIVERY_INFO: TDeliveryInfo = {
  fullAddress: "",
  shortAddress: "",
  coordinates: null,
  courierId: null,
  apartment: "",
  mailIndex: "",
  entrance: "",
  floor: "",
  house: "",
  intercom: "",
  comment: "",
};

export function initialCheckoutState(
  o: { method?: TCheckoutMethod; pickup?: TPickupChoice | null; deliveryInfo?: TDeliveryInfo | null } = {},
) {
  return {
    method: o.method ?? "pickup",
    deliveryInfo: o.deliveryInfo ?? EMPTY_DELIVERY_INFO,
    pickup: o.pickup ?? null,
    calculation: { status: "idle" },
    isAddressPopupOpen: false,
    beforePopup: null,
    addressNotice: null,
  } satisfies TCheckoutState as TCheckoutState;
}

export type TCheckoutAction =
  | { type: "method"; method: TCheckoutMethod }
  | { type: "field"; field: Exclude<keyof TDeliveryInfo, "coordinates" | "courierId">; value: string }
  | {
      type: "address";
      fullAddress: string;
      shortAddress: string;
      coordinates: [number, number] | null;
      mailIndex: string;
      house: string;
    }
  | { type: "courier"; courierId: number | null }
  | { type: "pickup"; pickup: TPickupChoice | null }
  | { type: "calculating" }
  | { type: "calculated"; term: number; cost: number; termLabel: string }
  | { type: "calculationFailed"; message: string }
  | { type: "openAddresses" }
  | { type: "closeAddresses"; reset: boolean }
  | { type: "savedAddress"; address: TSavedAddressLike; groups: TPickupGroupLike[]; goneMessage: string }
  | { type: "dismissNotice" };

/** The code of the pickup point a saved address names (delivery_data.place_id or shop_id). */
export function savedPointCode(address: TSavedAddressLike): string | null {
  const data = address.delivery_data;
  const code = data?.place_id ?? data?.shop_id;
  return code === null || code === undefined || code === "" ? null : String(code);
}

/** The group and point a saved pickup address names, if it still exists. */
export function findSavedPoint(address: TSavedAddressLike, groups: TPickupGroupLike[]): TPickupChoice | null {
  const code = savedPointCode(address);
  if (!code || !address.classPoint) return null;
  for (const group of groups) {
    if (group.class !== address.classPoint.class) continue;
    if (group.points.some((point) => point.code === code)) return { groupId: group.id, code };
  }
  return null;
}

/** Delivery classes of pickup (the chain's stores, the partner network); the others are courier classes. */
export const PICKUP_CLASSES: ReadonlySet<string> = new Set(["store-pickup", "partner-pickup"]);

export function isPickupAddress(address: TSavedAddressLike): boolean {
  return address.classPoint !== null && PICKUP_CLASSES.has(address.classPoint.class);
}

function withoutPopup(state: TCheckoutState): TCheckoutState {
  return { ...state, isAddressPopupOpen: false, beforePopup: null };
}

export function checkoutReducer(state: TCheckoutState, action: TCheckoutAction): TCheckoutState {
  switch (action.type) {
    case "method":
      return { ...state, method: action.method };
    case "field":
      return { ...state, deliveryInfo: { ...state.deliveryInfo, [action.field]: action.value } };
    case "address":
      // a new address needs a new calculation
      return {
        ...state,
        deliveryInfo: {
          ...state.deliveryInfo,
          fullAddress: action.fullAddress,
          shortAddress: action.shortAddress,
          coordinates: action.coordinates,
          mailIndex: action.mailIndex,
          house: action.house,
        },
        calculation: { status: "idle" },
      };
    case "courier":
      return {
        ...state,
        deliveryInfo: { ...state.deliveryInfo, courierId: action.courierId },
        calculation: { status: "idle" },
      };
    case "pickup":
      return { ...state, pickup: action.pickup };
    case "calculating":
      return { ...state, calculation: { status: "loading" } };
    case "calculated":
      return {
        ...state,
        calculation: { status: "done", term: action.term, cost: action.cost, termLabel: action.termLabel },
      };
    case "calculationFailed":
      return { ...state, calculation: { status: "failed", message: action.message } };
    case "openAddresses":
      if (state.isAddressPopupOpen) return state;
      return {
        ...state,
        isAddressPopupOpen: true,
        beforePopup: { method: state.method, deliveryInfo: state.deliveryInfo, pickup: state.pickup },
        deliveryInfo: EMPTY_DELIVERY_INFO,
        pickup: null,
        calculation: { status: "idle" },
        addressNotice: null,
      };
    case "closeAddresses": {
      if (!state.isAddressPopupOpen) return state;
      const before = state.beforePopup;
      if (!action.reset || !before) return withoutPopup(state);
      return withoutPopup({
        ...state,
        method: before.method,
        deliveryInfo: before.deliveryInfo,
        pickup: before.pickup,
      });
    }
    case "savedAddress": {
      const { address } = action;
      if (isPickupAddress(address)) {
        const pickup = findSavedPoint(address, action.groups);
        // the point is gone: say so and keep the popup open for another choice
        if (!pickup) return { ...state, addressNotice: action.goneMessage };
        return withoutPopup({ ...state, method: "pickup", pickup, addressNotice: null });
      }
      const coordinates: [number, number] | null =
        address.lat !== null && address.lon !== null ? [address.lat, address.lon] : null;
      return withoutPopup({
        ...state,
        method: "delivery",
        deliveryInfo: {
          ...EMPTY_DELIVERY_INFO,
          fullAddress: address.computed_address,
          shortAddress: address.computed_address,
          coordinates,
          courierId: address.courierId,
          apartment: address.flat ?? "",
          mailIndex: address.zip ?? "",
          entrance: address.entrance ?? "",
          floor: address.floor ?? "",
          intercom: address.intercom ?? "",
        },
        calculation: { status: "idle" },
        addressNotice: null,
      });
    }
    case "dismissNotice":
      return { ...state, addressNotice: null };
  }
}
