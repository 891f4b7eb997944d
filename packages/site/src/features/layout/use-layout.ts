import { useRouteLoaderData } from "react-router";
import type { TLayoutData } from "./layout-data.server.ts";

/** The root loader's data (config, city, image format); null when the root itself failed. */
export function useLayoutData(): TLayoutData | null {
  return (useRouteLoaderData("root") as TLayoutData | undefined) ?? null;
}

/** webp, or jpg for old Safari (decided on the server from the user agent). */
export function useImageFormat(): "webp" | "jpg" {
  return useLayoutData()?.imageFormat ?? "webp";
}
