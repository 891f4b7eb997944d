/**
 * The browser side of the marketing tool (spec §7: Mindbox events, all with device_uuid, errors
 * swallowed). Events go to the API's marketing endpoints through the storefront's /api proxy; the
 * API answers them with its Mindbox adapter. Until the API has them (404), the first 404 turns
 * this adapter into a no-op for the rest of the page's life, so no shopper sees an error.
 */

type TFetch = typeof fetch;

let deviceUuid: string | undefined;
let isAvailable = true;
let fetcher: TFetch | undefined;

/** spec §4 step 1: the marketing tool starts with the device's uuid. */
export function initMarketing(uuid: string, fetchImpl: TFetch = fetch): void {
  deviceUuid = uuid;
  fetcher = fetchImpl;
  isAvailable = true;
}

async function post(path: string, body: Record<string, unknown>): Promise<void> {
  if (!isAvailable || !fetcher || !deviceUuid) return;
  try {
    const response = await fetcher(`/api/mindbox/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...body, device_uuid: deviceUuid }),
      credentials: "same-origin",
      keepalive: true,
    });
    if (response.status === 404) isAvailable = false;
  } catch {
    // spec §7: marketing errors are swallowed
  }
}

/** spec §4: a change of the wishlist count notifies the marketing tool. */
export function notifyWishlistChange(count: number): Promise<void> {
  return post("products/wishlist-change", { count });
}
