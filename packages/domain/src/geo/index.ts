export {
  CITY_QUERY_PARAM,
  citySubdomainUrl,
  subDomainOfHost,
  type TCitySubdomainInput,
} from "./city-subdomain-url";
export { cityNameOrDefault, shouldSuggestCity } from "./city-suggestion";
export { geoMessages } from "./messages";
