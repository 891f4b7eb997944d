import { env } from "../../server/env.server.ts";
import { requestHost } from "../../server/forward-headers.ts";
import { siteOrigin } from "./site-origin.ts";

/** This request's site origin (`siteOrigin`): public origin + city sub-domain + partner label. */
export function requestSiteOrigin(request: Request, citySubDomain?: string | null): string {
  return siteOrigin({
    publicOrigin: new URL(request.url).origin,
    host: requestHost(request.headers),
    baseHost: env.BASE_HOST,
    partnerLabel: env.PARTNER_HOST_LABEL,
    citySubDomain,
  });
}
