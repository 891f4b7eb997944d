import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The route list both storefronts serve. `siteDir` is the path of `packages/site/src` relative to
 * the calling app's `app/` directory (route files must be given relative to it).
 */
export function siteRoutes(siteDir: string): RouteConfig {
  const file = (name: string) => `${siteDir}/routes/${name}`;
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
    route("*", file("catch-all.tsx"), { id: "catch-all" }),
  ];
}
