import type { RouteConfig } from "@react-router/dev/routes";
import { siteRoutes } from "@optika/site/route-config";

export default siteRoutes("../../../packages/site/src") satisfies RouteConfig;
