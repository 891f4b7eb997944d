import { SiteApp, SiteErrorBoundary, SiteLayout, siteMeta } from "@optika/site/root";
import type { ReactNode } from "react";
import { brand } from "./brand.ts";

export { links, shouldRevalidate } from "@optika/site/root";
export { loader, middleware } from "@optika/site/root.server";

export const meta = siteMeta(brand);

export function Layout({ children }: { children: ReactNode }) {
  return <SiteLayout brand={brand}>{children}</SiteLayout>;
}

export default function App() {
  return <SiteApp brand={brand} />;
}

export function ErrorBoundary() {
  return <SiteErrorBoundary brand={brand} />;
}
