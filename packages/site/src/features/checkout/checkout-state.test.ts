import { describe, expect, it } from "vitest";
import {
  checkoutReducer,
  EMPTY_DELIVERY_INFO,
  findSavedPoint,
  initialCheckoutState,
  type TCheckoutState,
  type TPickupGroupLike,
  type TSavedAddressLike,
} from "./checkout-state.ts";

const GONE = "Данный адрес недоступен и удалён из списка. Выберите другой.";
const groups: TPickupGroupLike[] = [
  { id: 1, class: "store-pickup", points: [{ code: "store-3" }, { code: "store-4" }] },
  { id: 2, class: "partner-pickup", points: [{ code: "P-100" }] },
];
const saved = (o: Partial<TSavedAddressLike>): TSavedAddressLike => ({
  id: 9,
  lat: 56.83,
  lon: 60.6,
  flat: "12",
  zip: "620014",
  entrance: "2",
  floor: "5",
  intercom: "12К",
  courierId: 5,
  computed_address: "г Екатеринбург, ул Малышева, д 51",
  classPoint: { class: "courier" },
  delivery_data: {},
  ...o,
});

function run(state: TCheckoutState, ...actions: Parameters<typeof checkoutReducer>[1][]) {
  return actions.reduce(checkoutReducer, state);
}

describe("checkout state", () => {
  it("starts with pickup and nothing chosen", () => {
    const state = initialCheckoutState();
    expect(state.method).toBe("pickup");
    expect(state.pickup).toBeNull();
    expect(state.deliveryInfo).toEqual(EMPTY_DELIVERY_INFO);
  });

  it("switching between pickup and delivery keeps what each side had", () => {
    const state = run(
      initialCheckoutState(),
      { type: "pickup", pickup: { groupId: 1, code: "store-3" } },
      { type: "method", method: "delivery" },
      { type: "field", field: "apartment", value: "7" },
      { type: "method", method: "pickup" },
    );
    expect(state.method).toBe("pickup");
    expect(state.pickup).toEqual({ groupId: 1, code: "store-3" });
    expect(state.deliveryInfo.apartment).toBe("7");
  });

  it("a new address or courier drops the last calculation", () => {
    const calculated = run(
      initialCheckoutState(),
      { type: "calculating" },
      {
        type: "calculated",
        term: 2,
        cost: 30_000,
        termLabel: "2 дня",
      },
    );
    expect(calculated.calculation.status).toBe("done");
    const moved = checkoutReducer(calculated, {
      type: "address",
      fullAddress: "г Екатеринбург, ул Ленина, д 1",
      shortAddress: "ул Ленина, д 1",
      coordinates: [56.8, 60.6],
      mailIndex: "620000",
      house: "1",
    });
    expect(moved.calculation.status).toBe("idle");
    expect(checkoutReducer(calculated, { type: "courier", courierId: 4 }).calculation.status).toBe("idle");
  });

  it("opening the address popup keeps delivery info, pickup point and method, and clears the first two", () => {
    const before = run(
      initialCheckoutState(),
      { type: "pickup", pickup: { groupId: 1, code: "store-4" } },
      { type: "field", field: "comment", value: "позвонить" },
    );
    const open = checkoutReducer(before, { type: "openAddresses" });
    expect(open.isAddressPopupOpen).toBe(true);
    expect(open.pickup).toBeNull();
    expect(open.deliveryInfo).toEqual(EMPTY_DELIVERY_INFO);
    const reset = checkoutReducer(open, { type: "closeAddresses", reset: true });
    expect(reset.isAddressPopupOpen).toBe(false);
    expect(reset.method).toBe("pickup");
    expect(reset.pickup).toEqual({ groupId: 1, code: "store-4" });
    expect(reset.deliveryInfo.comment).toBe("позвонить");
  });

  it("opening twice does not overwrite what the first opening kept", () => {
    const before = checkoutReducer(initialCheckoutState(), {
      type: "pickup",
      pickup: { groupId: 1, code: "store-3" },
    });
    const reset = run(
      before,
      { type: "openAddresses" },
      { type: "openAddresses" },
      {
        type: "closeAddresses",
        reset: true,
      },
    );
    expect(reset.pickup).toEqual({ groupId: 1, code: "store-3" });
  });

  it("a saved courier address switches to delivery and fills the info", () => {
    const state = run(
      initialCheckoutState(),
      { type: "openAddresses" },
      {
        type: "savedAddress",
        address: saved({}),
        groups,
        goneMessage: GONE,
      },
    );
    expect(state.isAddressPopupOpen).toBe(false);
    expect(state.method).toBe("delivery");
    expect(state.deliveryInfo).toMatchObject({
      fullAddress: "г Екатеринбург, ул Малышева, д 51",
      coordinates: [56.83, 60.6],
      courierId: 5,
      apartment: "12",
      mailIndex: "620014",
      entrance: "2",
      floor: "5",
      intercom: "12К",
    });
    // choosing is not a reset: closing afterwards changes nothing
    expect(checkoutReducer(state, { type: "closeAddresses", reset: true })).toBe(state);
  });

  it("a saved pickup address picks the point from the matching group", () => {
    const address = saved({ classPoint: { class: "store-pickup" }, delivery_data: { shop_id: "store-4" } });
    expect(findSavedPoint(address, groups)).toEqual({ groupId: 1, code: "store-4" });
    const state = run(
      initialCheckoutState({ method: "delivery" }),
      { type: "openAddresses" },
      { type: "savedAddress", address, groups, goneMessage: GONE },
    );
    expect(state.method).toBe("pickup");
    expect(state.pickup).toEqual({ groupId: 1, code: "store-4" });
  });

  it("a saved pickup address whose point is gone says so and keeps the popup open", () => {
    const address = saved({ classPoint: { class: "partner-pickup" }, delivery_data: { place_id: "P-999" } });
    const state = run(
      initialCheckoutState(),
      { type: "openAddresses" },
      {
        type: "savedAddress",
        address,
        groups,
        goneMessage: GONE,
      },
    );
    expect(state.addressNotice).toBe(GONE);
    expect(state.isAddressPopupOpen).toBe(true);
    expect(state.pickup).toBeNull();
  });

  it("a point of the same code in a group of another class is not the saved one", () => {
    const address = saved({
      classPoint: { class: "partner-pickup" },
      delivery_data: { place_id: "store-3" },
    });
    expect(findSavedPoint(address, groups)).toBeNull();
  });
});
