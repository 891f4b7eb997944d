import { redirect } from "react-router";
import { expectOk } from "../../server/api-response.ts";
import { authorizationHref, localPathOf } from "../auth/return-path.ts";

type TApiResponse = { status: number; body: unknown };

/**
 * The body of a profile call; a 401 (the sign-in was revoked between the guard and this call) sends
 * the shopper to `/authorization` remembering the page, like the guard.
 */
export function profileBody<T extends TApiResponse>(
  /** the loader's `url` (not `request.url`, which is `/page.data` on a browser navigation) */
  url: URL,
  response: T,
): Extract<T, { status: 200 }>["body"] {
  if (response.status === 401) throw redirect(authorizationHref(localPathOf(url)));
  return expectOk(response);
}

/** Personal answers are never stored by a browser or a proxy. */
export const PERSONAL_HEADERS = { "Cache-Control": "private, no-store" } as const;
