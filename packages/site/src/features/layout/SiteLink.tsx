import { type TUiLinkComponentProps, UiLinkProvider } from "@optika/ui";
import { createContext, type MouseEvent, type ReactNode, use } from "react";
import { Link, type NavigateFunction, useNavigate } from "react-router";

const NavigateContext = createContext<NavigateFunction | null>(null);

/** A path of this site (`/catalog/linzy`), not a full URL, a protocol-relative one or a relative one. */
function isSitePath(to: string): boolean {
  return to.startsWith("/") && !to.startsWith("//");
}

/** A click the browser would follow in the same tab: the main button, no modifier, no other target. */
export function isPlainClick(
  event: Pick<MouseEvent, "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey" | "defaultPrevented">,
  target: string | undefined,
): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === "_self") &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * The kit's links (cards, menus, footer, facets): an `<a href>` whose plain click navigates in
 * the app, as React Router's `<Link>` does, with one navigate function for the whole page instead
 * of six hooks per link (issue 7: a listing renders 150 links, and React Router's `<Link>` was a
 * tenth of the page's script time on a phone). A link to the page itself replaces the history entry,
 * as `<Link>` does. Anything but a path of this site is rendered by `<Link>`.
 */
export function SiteLink({ to, onClick, ...rest }: TUiLinkComponentProps) {
  const navigate = use(NavigateContext);
  if (!navigate || !isSitePath(to)) return <Link to={to} onClick={onClick} {...rest} />;
  return (
    <a
      href={to}
      // React Router's route discovery finds the routes of the page's links by this attribute
      data-discover="true"
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, rest.target)) return;
        event.preventDefault();
        const { pathname, search, hash } = window.location;
        void navigate(to, { replace: `${pathname}${search}${hash}` === to });
      }}
    />
  );
}

/** Renders the kit's links as `SiteLink`s; inside the router. */
export function SiteLinkProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <NavigateContext value={navigate}>
      <UiLinkProvider component={SiteLink}>{children}</UiLinkProvider>
    </NavigateContext>
  );
}
