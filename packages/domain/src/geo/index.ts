export { cityAddressSubDomain, isCityLabelToDrop, type TAnsweredCity } from "./city-address.ts";
export {
  CITY_COOKIE_MAX_AGE_S,
  cityCookie,
  cityIdFromSearch,
  sharedCookieDomain,
  type TCityCookieInput,
} from "./city-cookie.ts";
export {
  CITY_QUERY_PARAM,
  citySubdomainUrl,
  subDomainOfHost,
  type TCitySubdomainInput,
} from "./city-subdomain-url.ts";
export { cityNameOrDefault, shouldSuggestCity } from "./city-suggestion.ts";
export { geoMessages } from "./messages.ts";
