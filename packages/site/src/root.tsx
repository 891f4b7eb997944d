import "@optika/ui/styles.css";
import { fontPreloads } from "@optika/ui";
import type { ReactNode } from "react";
import {
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
import type { TBrand } from "./brand/brand.ts";
import { effectiveBrand } from "./brand/brand.ts";
import { BrandProvider } from "./brand/brand-context.tsx";
import { CookiePopupPendingScript } from "./features/consent/CookiePopupPendingScript.tsx";
import { ErrorPage } from "./features/errors/ErrorPage.tsx";
import { errorStatus, errorView } from "./features/errors/error-view.ts";
import { quietRouterResponseRejections } from "./features/errors/router-response-rejections.ts";
import type { TLayoutData } from "./features/layout/layout-data.server.ts";
import { layoutMessages } from "./features/layout/messages.ts";
import { SiteLinkProvider } from "./features/layout/SiteLink.tsx";
import { SiteShell } from "./features/layout/SiteShell.tsx";
import { brandTitle, siteNameTag } from "./features/seo/meta.ts";
import { SiteStyles, SiteStylesheets } from "./site-css.tsx";

/*
 * The shared root, client-safe half: document, providers, shell, error boundary, meta.
 * Its loader and middleware live in root.server.ts; each app's app/root.tsx re-exports both.
 */

// a redirect the router takes a moment late is not a page error (React Router 8.4; see the module)
if (typeof window !== "undefined") quietRouterResponseRejections(window);

/** The layout's config rarely changes: reload it only after a form submission. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod.toUpperCase() !== "GET" ? defaultShouldRevalidate : false;

/**
 * The root's head tags for one brand: the default title and description, og:site_name, and on an
 * error page the error's title. Every title ends with the brand's name (see `pageMeta`). Each app
 * exports `meta = siteMeta(brand)`.
 */
export function siteMeta(brand: Pick<TBrand, "name">): MetaFunction {
  return ({ error }) =>
    error
      ? [
          { title: brandTitle(errorView(errorStatus(error)).title, brand.name) },
          { name: "robots", content: "noindex" },
          siteNameTag(brand.name),
        ]
      : [
          { title: brandTitle(layoutMessages.defaultTitle, brand.name) },
          { name: "description", content: layoutMessages.defaultDescription },
          siteNameTag(brand.name),
        ];
}

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // the self-hosted font (one Latin + Cyrillic file): fetched with the HTML, before the text needs it
  ...fontPreloads.map((font) => ({
    rel: "preload",
    as: "font",
    type: font.type,
    href: font.href,
    crossOrigin: "anonymous" as const,
  })),
];

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
    // the head's script may add the cookie popup's attribute before hydration (decision 0058)
    <html lang="ru" data-brand={served.id} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <CookiePopupPendingScript />
        <meta name="theme-color" content={served.themeColor} />
        <SiteStyles />
        <Meta />
        {import.meta.env.DEV ? <Links /> : <SiteStylesheets />}
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
      <SiteLinkProvider>{children}</SiteLinkProvider>
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
