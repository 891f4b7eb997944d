import { layoutMessages } from "../layout/messages.ts";
import { useLayoutData } from "../layout/use-layout.ts";

/** The city of the root's config, 'Екатеринбург' when the config failed to load. */
function cityNameOf(rootData: unknown): string {
  const name = (rootData as { city?: { name?: unknown } } | null | undefined)?.city?.name;
  return typeof name === "string" && name ? name : layoutMessages.defaultCity;
}

/** The page's city (the root's config), 'Екатеринбург' when the config failed to load. */
export function useCityName(): string {
  return cityNameOf(useLayoutData());
}

/** The page's city in a route's `meta` (the root match's loader data), as `useCityName` reads it. */
export function cityNameFromMatches(
  matches: readonly ({ id: string; loaderData?: unknown; data?: unknown } | undefined)[],
): string {
  const root = matches.find((match) => match?.id === "root");
  return cityNameOf(root?.loaderData ?? root?.data);
}
