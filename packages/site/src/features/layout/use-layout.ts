import { useRouteLoaderData } from "react-router";
import type { TLayoutData } from "./layout-data.server.ts";

/** The root loader's data (config, city); null when the root itself failed. */
export function useLayoutData(): TLayoutData | null {
  return (useRouteLoaderData("root") as TLayoutData | undefined) ?? null;
}
