import { isCityLabelToDrop, type TAnsweredCity } from "@optika/domain/geo";
import { redirect } from "react-router";
import { env } from "../../server/env.server.ts";
import { requestHost } from "../../server/forward-headers.ts";
import { requestSiteOrigin } from "../seo/site-origin.server.ts";

/**
 * A permanent redirect to the same path and query without the host's city label, when that label
 * must go (`isCityLabelToDrop`: no city by it, or the default city's own): 'nosuch.optika.ru/x?y'
 * and 'ekb.optika.ru/x?y' → 'optika.ru/x?y'. Null when the host stays. Pages (the root loader) and
 * the resource routes (robots.txt, sitemaps) answer alike, so a crawler meets one rule everywhere.
 */
export function cityLabelRedirect(request: Request, city: TAnsweredCity | null): Response | null {
  const drop = isCityLabelToDrop({
    host: requestHost(request.headers),
    baseHost: env.BASE_HOST,
    partnerLabel: env.PARTNER_HOST_LABEL,
    city,
  });
  if (!drop) return null;
  const { pathname, search } = new URL(request.url);
  return redirect(`${requestSiteOrigin(request, null)}${pathname}${search}`, 301);
}
