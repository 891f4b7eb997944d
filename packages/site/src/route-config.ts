import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { getAppDirectory, index, type RouteConfig, route } from "@react-router/dev/routes";

/** Where the shared route modules are, wherever this package is installed. */
const routesDir = fileURLToPath(new URL("./routes/", import.meta.url));

/**
 * The route list both storefronts serve; an app's app/routes.ts is `export default siteRoutes()`.
 * Route files must be given relative to the calling app's `app/` directory: that path is computed
 * here (React Router's getAppDirectory()), so no app names a path into this package's sources.
 */
export function siteRoutes(appDirectory: string = getAppDirectory()): RouteConfig {
  const base = relative(appDirectory, routesDir).split("\\").join("/");
  const file = (name: string) => `${base}/${name}`;
  return [
    index(file("home.tsx"), { id: "home" }),
    route("catalog", file("catalog-index.tsx"), { id: "catalog-index" }),
    route("catalog/:category", file("catalog.tsx"), { id: "catalog-category" }),
    route("catalog/:category/f/*", file("catalog.tsx"), { id: "catalog-filtered" }),
    route("lenses", file("lenses-index.tsx"), { id: "lenses-index" }),
    route("lenses/:category", file("lenses-type.tsx"), { id: "lenses-type" }),
    route("ochki", file("ochki-index.tsx"), { id: "ochki-index" }),
    route("ochki/:param", file("ochki-param.tsx"), { id: "ochki-param" }),
    route("product/:slug", file("product.tsx"), { id: "product" }),
    route("sertifikaty", file("certificates.tsx"), { id: "certificates" }),
    route("search", file("search.tsx"), { id: "search" }),
    route("*", file("catch-all.tsx"), { id: "catch-all" }),
  ];
}
