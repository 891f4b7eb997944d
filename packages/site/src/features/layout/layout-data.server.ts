import {
  CART_COUNT_COOKIE,
  readBadgeCount,
  SESSION_COOKIE,
  SESSION_COOKIE_MAX_AGE_SECONDS,
  SESSION_HEADER,
  WISHLIST_COUNT_COOKIE,
} from "@optika/api-contract";
import { isPartnerHost } from "@optika/domain/layout";
import type { TApiClient } from "../../server/api.server.ts";
import { expectOk } from "../../server/api-response.ts";
import { env, mapsConfig } from "../../server/env.server.ts";
import { parseCookies, requestHost } from "../../server/forward-headers.ts";
import { requestSiteOrigin } from "../seo/site-origin.server.ts";
import { cityLabelRedirect } from "./city-label-redirect.server.ts";
import { sessionCookiesToSet } from "./session-cookie.ts";

/**
 * The root loader's work: site config for the header and footer, session cookie, partner mode.
 * `api` is the shared client (no session: the config, its city included, must not depend on it —
 * the page is cached per brand + city + URL, decision 0017).
 */
export async function loadLayout(api: TApiClient, request: Request) {
  const response = await api.config.getConfig();
  const { config } = expectOk(response);
  const cookies = parseCookies(request.headers.get("cookie"));
  const hadSession = Boolean(cookies[SESSION_COOKIE]);
  const setCookies = sessionCookiesToSet({
    apiSetCookies: response.headers.getSetCookie(),
    sessionHeader: response.headers.get(SESSION_HEADER),
    hadSession,
    cookieName: SESSION_COOKIE,
    maxAgeSeconds: SESSION_COOKIE_MAX_AGE_SECONDS,
  });
  const host = requestHost(request.headers);
  // a host whose first label names no city, or the default city's: the same page without it
  const labelRedirect = cityLabelRedirect(request, {
    id: config.city.model.id,
    subDomain: config.city.model.sub_domain,
  });
  return {
    labelRedirect,
    data: {
      // the page's city (host sub-domain → city_id cookie → default) and where city subdomains live
      city: {
        id: config.city.model.id,
        name: config.city.model.name,
        baseHost: env.BASE_HOST,
        // the partner brand's host label, kept in the host when the shopper changes the city
        partnerLabel: env.PARTNER_HOST_LABEL,
        hasData: config.city.data.has_data,
      },
      // the MyACUVUE programme (spec §9: a flag): its sign-in, labels and profile
      myAcuvueEnabled: config.myAcuvueEnabled,
      socials: {
        telegram: config.telegram,
        vkontakte: config.vkontakte,
        odnoklassniki: config.odnoklassniki,
        whatsapp: config.whatsapp,
        email: config.facebook,
      },
      vars: config.vars,
      // the phone sign-in's captcha (spec §3 useReCaptchaForAuth; no key: the offline stand-in)
      recaptcha: { required: config.useReCaptchaForAuth !== 0, siteKey: config.reCaptchaSiteKey },
      menus: config.menus,
      // the clinic and pickup maps' provider, or none: the lists alone (decision 0044)
      maps: mapsConfig,
      // the header badges as the API last counted them (decision 0024; a page-cache key input)
      badgeCounts: {
        cart: readBadgeCount(cookies[CART_COUNT_COOKIE]) ?? 0,
        wishlist: readBadgeCount(cookies[WISHLIST_COUNT_COOKIE]) ?? 0,
      },
      isPartnerHost: isPartnerHost(host, env.PARTNER_HOST_LABEL),
      // canonical links and structured data of this host: public origin + city + partner label (seo)
      siteOrigin: requestSiteOrigin(request),
      // the metrics counter, loaded after cookie consent (null: none configured, nothing loads)
      metrics: env.METRICS_COUNTER_ID
        ? { counterId: env.METRICS_COUNTER_ID, scriptUrl: env.METRICS_SCRIPT_URL }
        : null,
    },
    setCookies,
  };
}

export type TLayoutData = Awaited<ReturnType<typeof loadLayout>>["data"];
