import type {
  TAddressSuggestions,
  TBonusesInfo,
  TCertificateCheck,
  TCheckoutVouchers,
  TDeliveryCalculation,
  TPromoCheck,
  TUserAddress,
} from "@optika/api-contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { messagesOf, shopperRequest } from "../cart/shopper-request.ts";

/*
 * The checkout's calls from the browser (TanStack Query, through the storefront's /api proxy): the
 * shopper's saved addresses and bonuses, address suggestions (debounced, the previous request
 * aborted), the courier's term and cost, and the promo code and certificate checks. Every figure
 * shown is the server's answer.
 */

const ADDRESSES_KEY = ["checkout", "addresses"] as const;
/** Wait after the last keystroke before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 300;
/** Fewest characters worth suggesting for. */
export const SUGGEST_MIN_LENGTH = 3;

/** A fetch whose requests end when `signal` aborts (TanStack Query's per-query signal). */
function abortable(signal: AbortSignal): typeof fetch {
  return (input, init) => globalThis.fetch(input, { ...init, signal });
}

/** The first server message of a failure, else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  return messagesOf(error)[0] ?? fallback;
}

/** `GET /user/addresses` for a signed-in shopper (spec §7: an empty list on failure). */
export function useUserAddresses(isSignedIn: boolean) {
  return useQuery({
    queryKey: ADDRESSES_KEY,
    queryFn: async () => {
      try {
        return await shopperRequest<TUserAddress[]>("GET", "/user/addresses");
      } catch {
        return [];
      }
    },
    enabled: isSignedIn,
    staleTime: 60_000,
  });
}

/** `DELETE /user/addresses/{id}` (true/false), then the list again (spec §7). */
export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation<boolean, Error, number>({
    mutationFn: (id) => shopperRequest<boolean>("DELETE", `/user/addresses/${id}`),
    onSettled: () => client.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}

/** `GET /bonuses/bonuses`: the cart's bonuses, the shopper's balance and what may be spent. */
/** The signed-in member's MyACUVUE vouchers usable on this cart (none for a guest). */
export function useCheckoutVouchers(isSignedIn: boolean) {
  return useQuery({
    queryKey: ["checkout", "myacuvue-vouchers", isSignedIn],
    queryFn: async (): Promise<TCheckoutVouchers> => {
      try {
        return await shopperRequest<TCheckoutVouchers>("GET", "/myacuvue/checkout-vouchers");
      } catch {
        return { vouchers: [], acuvue_total: 0 };
      }
    },
    enabled: isSignedIn,
    staleTime: 60_000,
  });
}

export function useBonuses() {
  return useQuery({
    queryKey: ["checkout", "bonuses"],
    queryFn: () => shopperRequest<TBonusesInfo>("GET", "/bonuses/bonuses"),
    staleTime: 60_000,
  });
}

/** `value` once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Suggestions for what the shopper types in the address field: asked 300 ms after the last
 * keystroke, at least 3 characters; a newer query aborts the older request (the query's signal).
 */
export function useAddressSuggestions(text: string, cityId: number) {
  const query = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS);
  return useQuery({
    queryKey: ["checkout", "suggestions", cityId, query],
    queryFn: ({ signal }) =>
      shopperRequest<TAddressSuggestions>(
        "GET",
        `/checkout/address-suggestions?${new URLSearchParams({ query, city_id: String(cityId) })}`,
        undefined,
        abortable(signal),
      ),
    enabled: query.length >= SUGGEST_MIN_LENGTH,
    staleTime: 5 * 60_000,
    retry: 0,
  });
}

export type TCalculateInput = {
  deliveryId: number;
  /** 'yandex-day-delivery' is estimated by coordinates; the others calculated by address */
  byCoordinates: boolean;
  address: string;
  zip: string;
  cityId: number;
  lat: number | null;
  lon: number | null;
};

/** `POST /checkout/delivery/{id}/calculate` (or `/estimate` for same-day delivery): term, cost, termLabel. */
export function calculateDelivery(
  input: TCalculateInput,
  signal?: AbortSignal,
): Promise<TDeliveryCalculation> {
  const body = {
    zip: input.zip,
    address: input.address,
    destination_address: input.address,
    city_id: input.cityId,
    ...(input.byCoordinates ? { lat: input.lat, lon: input.lon } : {}),
  };
  const action = input.byCoordinates ? "estimate" : "calculate";
  return shopperRequest<TDeliveryCalculation>(
    "POST",
    `/checkout/delivery/${input.deliveryId}/${action}`,
    body,
    signal ? abortable(signal) : undefined,
  );
}

/** `POST /checkout/promo`: the discount of a code on the current cart, or why not. */
export function usePromoCheck() {
  return useMutation<TPromoCheck, Error, string>({
    mutationFn: (code) => shopperRequest<TPromoCheck>("POST", "/checkout/promo", { code }),
  });
}

/** `POST /checkout/certificate`: the balance of a certificate and what it pays of the cart. */
export function useCertificateCheck() {
  return useMutation<TCertificateCheck, Error, string>({
    mutationFn: (code) => shopperRequest<TCertificateCheck>("POST", "/checkout/certificate", { code }),
  });
}
