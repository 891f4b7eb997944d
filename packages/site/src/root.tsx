import "@optika/ui/styles.css";
import { UiLinkProvider } from "@optika/ui";
import type { ReactNode } from "react";
import {
  Link,
  Links,
  type LinksFunction,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { TBrand } from "./brand/brand";
import { effectiveBrand } from "./brand/brand";
import { BrandProvider } from "./brand/brand-context";
import { ErrorPage } from "./features/errors/ErrorPage";
import { errorStatus, errorView } from "./features/errors/error-view";
import type { TLayoutData } from "./features/layout/layout-data.server";
import { layoutMessages } from "./features/layout/messages";
import { SiteShell } from "./features/layout/SiteShell";

/*
 * The shared root, client-safe half: document, providers, shell, error boundary, meta.
 * Its loader and middleware live in root.server.ts; each app's app/root.tsx re-exports both.
 */

/** The layout's config rarely changes: reload it only after a form submission. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod.toUpperCase() !== "GET" ? defaultShouldRevalidate : false;

export const meta: MetaFunction = ({ error }) =>
  error
    ? [{ title: errorView(errorStatus(error)).title }, { name: "robots", content: "noindex" }]
    : [
        { title: layoutMessages.defaultTitle },
        { name: "description", content: layoutMessages.defaultDescription },
      ];

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

function useRootData(): TLayoutData | undefined {
  return useRouteLoaderData("root") as TLayoutData | undefined;
}

function useServedBrand(brand: TBrand): TBrand {
  const root = useRootData();
  return effectiveBrand(brand, root?.isPartnerHost ?? false);
}

/** The document: `<html lang="ru" data-brand=…>` with head tags and scripts. */
export function SiteLayout({ brand, children }: { brand: TBrand; children: ReactNode }) {
  const served = useServedBrand(brand);
  return (
    <html lang="ru" data-brand={served.theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={served.theme === "partner" ? "#0a3f8f" : "#0b6e66"} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Providers({ brand, children }: { brand: TBrand; children: ReactNode }) {
  return (
    <BrandProvider brand={brand}>
      <UiLinkProvider component={Link}>{children}</UiLinkProvider>
    </BrandProvider>
  );
}

export function SiteApp({ brand }: { brand: TBrand }) {
  const served = useServedBrand(brand);
  const root = useRootData();
  return (
    <Providers brand={served}>
      <SiteShell layout={root ?? null}>
        <Outlet />
      </SiteShell>
    </Providers>
  );
}

export function SiteErrorBoundary({ brand }: { brand: TBrand }) {
  const error = useRouteError();
  const served = useServedBrand(brand);
  const root = useRootData();
  const view = errorView(errorStatus(error));
  if (view.status >= 500 && !(error instanceof Response)) console.error(error);
  return (
    <Providers brand={served}>
      <SiteShell layout={root ?? null}>
        <ErrorPage view={view} />
      </SiteShell>
    </Providers>
  );
}
