import { layoutMessages } from "../layout/messages.ts";
import { useLayoutData } from "../layout/use-layout.ts";

/** The page's city (the root's config), 'Екатеринбург' when the config failed to load. */
export function useCityName(): string {
  return useLayoutData()?.city.name ?? layoutMessages.defaultCity;
}
