import type {
  IDeliveryCarrier,
  TCarrierCity,
  TCarrierPickupPoint,
  TCarrierQuote,
  TCarrierQuoteRequest,
} from "./delivery-carrier.ts";
import { haversineKm } from "./distance.ts";

/**
 * Tariffs of the simulated carrier (kopecks, kilometres, days). Local: within LOCAL_KM of the
 * sending store; beyond it the parcel travels between cities (term grows by a day per
 * INTERCITY_KM_PER_DAY). Costs are rounded to whole tens of roubles, like carriers' price lists.
 */
export const SIMULATED_TARIFFS = {
  localKm: 60,
  intercityKmPerDay: 800,
  /** beyond this the simulated carrier does not go */
  maxKm: 7_500,
  courier: {
    localBase: 250_00,
    localPerKm: 12_00,
    intercityBase: 390_00,
    intercityPer100Km: 30_00,
    localDays: 1,
  },
  partnerPickup: {
    localBase: 150_00,
    localPerKm: 4_00,
    intercityBase: 220_00,
    intercityPer100Km: 20_00,
    localDays: 2,
  },
  sameDay: { base: 390_00, perKm: 30_00, maxKm: 40 },
  /** partner points per city: a city of the network has more */
  pointsPerCity: { large: 8, small: 3 },
} as const;

const T = SIMULATED_TARIFFS;

/** Rounds kopecks to whole tens of roubles. */
function roundToTenRoubles(kopecks: number): number {
  return Math.round(kopecks / 10_00) * 10_00;
}

/** Deterministic pseudo-random numbers in [0, 1) from a seed (mulberry32). */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Street names found in almost every Russian city: the simulated partner points stand on them. */
const COMMON_STREETS = [
  "ул. Ленина",
  "ул. Мира",
  "ул. Советская",
  "ул. Гагарина",
  "ул. Кирова",
  "ул. Пушкина",
  "ул. Первомайская",
  "ул. Комсомольская",
  "ул. Молодёжная",
  "ул. Строителей",
  "ул. Победы",
  "ул. Чапаева",
] as const;

const PARTNER_OFFICE_HOURS = "Ежедневно 09:00–21:00";
const LOCKER_HOURS = "Круглосуточно";

/**
 * The offline carrier: prices and terms from the great-circle distance between the sending store
 * and the destination (same-day within 40 km of a store of the city), partner pickup points laid
 * out deterministically around the city centre.
 * The same request always gets the same answer.
 */
export function createSimulatedDeliveryCarrier(): IDeliveryCarrier {
  return {
    name: "simulator",
    async quote(request: TCarrierQuoteRequest): Promise<TCarrierQuote> {
      const km = haversineKm(request.from, request.to);
      if (km > T.maxKm) return { ok: false, message: null };
      if (request.service === "same-day") {
        if (km > T.sameDay.maxKm) return { ok: false, message: null };
        return {
          ok: true,
          cost: roundToTenRoubles(T.sameDay.base + T.sameDay.perKm * km),
          termDays: 0,
        };
      }
      const tariff = request.service === "courier" ? T.courier : T.partnerPickup;
      if (km <= T.localKm) {
        return {
          ok: true,
          cost: roundToTenRoubles(tariff.localBase + tariff.localPerKm * km),
          termDays: tariff.localDays,
        };
      }
      return {
        ok: true,
        cost: roundToTenRoubles(tariff.intercityBase + (tariff.intercityPer100Km * km) / 100),
        termDays: tariff.localDays + Math.ceil(km / T.intercityKmPerDay),
      };
    },
    async pickupPoints(city: TCarrierCity): Promise<TCarrierPickupPoint[]> {
      const random = seededRandom(city.id * 7919 + 17);
      const count =
        city.cdekCode === null ? 0 : city.id <= 10 ? T.pointsPerCity.large : T.pointsPerCity.small;
      const points: TCarrierPickupPoint[] = [];
      for (let k = 1; k <= count; k++) {
        // within ~6 km of the centre: 0.055° of latitude ≈ 6 km
        const angle = random() * 2 * Math.PI;
        const radius = 0.008 + random() * 0.047;
        const lat = city.centre.lat + radius * Math.sin(angle);
        const lon =
          city.centre.lon + (radius * Math.cos(angle)) / Math.cos((city.centre.lat * Math.PI) / 180);
        const street = COMMON_STREETS[Math.floor(random() * COMMON_STREETS.length)] ?? COMMON_STREETS[0];
        const house = 1 + Math.floor(random() * 120);
        const isLocker = k % 3 === 0;
        points.push({
          code: `SIM${String(city.id).padStart(3, "0")}${String(k).padStart(2, "0")}`,
          kind: isLocker ? "parcel-locker" : "partner-office",
          name: isLocker ? `Постамат на ${street.slice(4)}` : `Пункт выдачи на ${street.slice(4)}`,
          address: `${city.name}, ${street}, д. ${house}`,
          lat: Math.round(lat * 1e6) / 1e6,
          lon: Math.round(lon * 1e6) / 1e6,
          phones: isLocker ? [] : ["8 (800) 250-04-05"],
          hours: isLocker ? LOCKER_HOURS : PARTNER_OFFICE_HOURS,
        });
      }
      return points;
    },
  };
}
