import { siteRoutes } from "@optika/site/route-config";
import type { RouteConfig } from "@react-router/dev/routes";

export default siteRoutes() satisfies RouteConfig;
