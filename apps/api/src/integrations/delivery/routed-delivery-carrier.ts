import type { IDeliveryCarrier } from "./delivery-carrier.ts";

/**
 * One carrier made of several: same-day requests go to `sameDay`, everything else (courier,
 * partner pickup, pickup points) to `main`.
 */
export function routeDeliveryCarriers(main: IDeliveryCarrier, sameDay: IDeliveryCarrier): IDeliveryCarrier {
  if (main === sameDay) return main;
  return {
    name: `${main.name}+${sameDay.name}`,
    quote: (request) => (request.service === "same-day" ? sameDay : main).quote(request),
    pickupPoints: (city) => main.pickupPoints(city),
  };
}
