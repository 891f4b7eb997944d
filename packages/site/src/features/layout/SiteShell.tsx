import { isHeaderFixed, isLogoHidden } from "@optika/domain/layout";
import { type ISocialLink, SiteFooter, SiteHeader } from "@optika/ui";
import { memo, type ReactNode, useCallback, useMemo } from "react";
import { Link, useLocation } from "react-router";
import { brandFeatures } from "../../brand/brand.ts";
import { useBrand } from "../../brand/brand-context.tsx";
import { AuthDialogHost } from "../auth/AuthDialogHost.tsx";
import { openSignIn } from "../auth/auth-dialog-store.ts";
import { CityModalProvider } from "../city/CityModalProvider.tsx";
import { useCityModal } from "../city/city-modal-context.ts";
import { useCooperationDialog } from "../cooperation/use-cooperation-dialog.tsx";
import { FooterSubscription } from "../footer-subscription/FooterSubscription.tsx";
import { LoyaltySignInFromQuery } from "../myacuvue/LoyaltySignInFromQuery.tsx";
import { notify } from "../notifications/notification-store.ts";
import { QuickBuyProvider } from "../quick-buy/quick-buy-context.tsx";
import { HeaderSearch } from "../search-overlay/HeaderSearch.tsx";
import { useSearchOverlay } from "../search-overlay/use-search-overlay.ts";
import { useShopper } from "../shopper/use-shopper.ts";
import { ShellGlobals } from "../start-order/ShellGlobals.tsx";
import { HydrationStep } from "./HydrationStep.tsx";
import type { TLayoutData } from "./layout-data.server.ts";
import { menuLinks, telHref, workingHoursText } from "./layout-links.ts";
import { layoutMessages as m } from "./messages.ts";
import { NavigationLoadingBar } from "./NavigationLoadingBar.tsx";
import { ScrollToTopButton } from "./ScrollToTopButton.tsx";
import styles from "./site-shell.module.css";
import { useScrollState } from "./use-scroll-state.ts";

function socialLinks(layout: TLayoutData, withEmail: boolean): ISocialLink[] {
  const { socials, vars } = layout;
  const links: ISocialLink[] = [];
  if (socials.telegram) links.push({ kind: "telegram", href: socials.telegram, label: m.socials.telegram });
  if (socials.vkontakte) links.push({ kind: "vk", href: socials.vkontakte, label: m.socials.vk });
  if (socials.odnoklassniki) links.push({ kind: "ok", href: socials.odnoklassniki, label: m.socials.ok });
  if (withEmail && socials.email)
    links.push({ kind: "email", href: `mailto:${socials.email}`, label: m.socials.email });
  if (socials.whatsapp) links.push({ kind: "whatsapp", href: socials.whatsapp, label: m.socials.whatsapp });
  if (vars.botLink) links.push({ kind: "bot", href: vars.botLink, label: m.socials.bot });
  return links;
}

function Logo() {
  const brand = useBrand();
  return (
    <Link to="/" className={styles.logo} aria-label={`${brand.name} — ${m.home}`} data-site-logo="">
      <img src={brand.logo.src} width={brand.logo.width} height={brand.logo.height} alt="" />
    </Link>
  );
}

/** Header, main landmark and footer around every page; `layout` is null when the config failed to load. */
export function SiteShell({ layout, children }: { layout: TLayoutData | null; children: ReactNode }) {
  return (
    <CityModalProvider
      currentCityId={layout?.city.id}
      baseHost={layout?.city.baseHost ?? "localhost"}
      partnerLabel={layout?.city.partnerLabel}
    >
      <QuickBuyProvider>
        <ShellFrame layout={layout}>{children}</ShellFrame>
      </QuickBuyProvider>
    </CityModalProvider>
  );
}

/** A guest's profile icon opens the phone sign-in; signing in from there goes to /profile. */
const openSignInFromHeader = () => openSignIn({ afterSignIn: { go: "/profile" } });

/**
 * The frame of every page. It holds no shopper or scroll state: those re-render the header alone
 * (`ShellHeader`). A re-render here would hand the page's and the footer's hydration steps new
 * props while they may still wait to hydrate, and React would then hydrate them at once, in one
 * long task (an external store's update is synchronous), instead of in steps.
 */
function ShellFrame({ layout, children }: { layout: TLayoutData | null; children: ReactNode }) {
  const cooperation = useCooperationDialog();
  return (
    <>
      <NavigationLoadingBar />
      <a href="#main" className={styles.skip}>
        {m.skipToContent}
      </a>
      {/* before the header: the cookie popup it renders streams with the first bytes and is drawn
          with the first paint (decision 0058); the rest of it is fixed overlays, started after hydration */}
      <ShellGlobals />
      <ShellHeader layout={layout} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <HydrationStep>{children}</HydrationStep>
      </main>
      {/* between the content and the footer: it parks above the footer, never over its links */}
      <ScrollToTopButton />
      <ShellFooter layout={layout} onCooperationClick={cooperation.open} />
      {cooperation.dialog}
      <AuthDialogHost />
      <LoyaltySignInFromQuery isEnabled={layout?.myAcuvueEnabled ?? false} />
    </>
  );
}

function phoneLink(layout: TLayoutData | null) {
  const phone = layout?.vars.phone;
  return phone ? { label: phone, href: telHref(phone) } : undefined;
}

/** The header's menus and social links of a layout. */
function headerLinks(layout: TLayoutData | null) {
  const headerItems = layout?.menus.header ?? [];
  // Accent-coloured items are the category links: next to the menu button, in the mobile grid and
  // grouped under 'Каталог' in the dropdown; the others are the dropdown's own items.
  const extraLinks = menuLinks(headerItems.filter((item) => item.color !== null));
  const menu = [
    ...(extraLinks.length > 0 ? [{ label: m.catalog, href: "/catalog", children: extraLinks }] : []),
    ...menuLinks(headerItems.filter((item) => item.color === null)),
  ];
  return { menu, extraLinks, socials: layout ? socialLinks(layout, false) : [] };
}

/** The header: the shopper's badges, the fixed state on scroll, the search overlay, the city. */
function ShellHeader({ layout }: { layout: TLayoutData | null }) {
  const cityModal = useCityModal();
  const brand = useBrand();
  const search = useSearchOverlay();
  const features = brandFeatures(brand);
  const { pathname } = useLocation();
  // The shopper's client-side state, fetched after hydration; until then the badges show the
  // counts the server rendered from the API's count cookies (decision 0024), unless the cart
  // hooks already published one (a change or a cart read before the start order landed).
  const shopper = useShopper();
  const { user } = shopper;
  const cartCount =
    shopper.isLoaded || shopper.cartCount > 0 ? shopper.cartCount : (layout?.badgeCounts?.cart ?? 0);
  const wishlistCount =
    shopper.isLoaded || shopper.wishlistCount > 0
      ? shopper.wishlistCount
      : (layout?.badgeCounts?.wishlist ?? 0);
  const isSignedIn = user !== null && user !== undefined;
  const isHome = pathname === "/";
  // spec §2, the domain's rules: fixed after 300 px; on home the logo arrives with the fixed header
  const isFixed = useScrollState(isHeaderFixed);
  const isLogoHiddenNow = useScrollState(
    useCallback((scrollY: number) => isLogoHidden(isHome, scrollY), [isHome]),
  );
  // the same lists while the layout stays: the menus' links skip the re-render of a count's change
  const { menu, extraLinks, socials } = useMemo(() => headerLinks(layout), [layout]);

  return (
    <>
      <SiteHeader
        logo={<Logo />}
        isLogoHidden={isLogoHiddenNow}
        isFixed={isFixed}
        menu={menu}
        itemsPerColumn={features.menuItemsPerColumn}
        extraLinks={extraLinks}
        mobileCategories={extraLinks}
        phone={phoneLink(layout)}
        onSearchClick={search.open}
        wishlistHref="/wishlist"
        wishlistCount={wishlistCount}
        cartHref="/cart"
        cartCount={cartCount}
        profileHref={isSignedIn ? "/profile" : undefined}
        onProfileClick={openSignInFromHeader}
        callbackHref="/bystraya-zapis"
        appointment={
          features.showsQuickAppointmentButton
            ? { label: m.quickAppointment, href: "/bystraya-zapis" }
            : undefined
        }
        cityName={layout?.city.name ?? m.defaultCity}
        onCityChangeClick={cityModal.open}
        socials={socials}
      />
      {search.isMounted ? <HeaderSearch isOpen={search.isOpen} onOpenChange={search.setOpen} /> : null}
    </>
  );
}

/** The footer, hydrated in a step of its own; it re-renders only when the layout or the page changes. */
const ShellFooter = memo(function ShellFooter({
  layout,
  onCooperationClick,
}: {
  layout: TLayoutData | null;
  onCooperationClick: () => void;
}) {
  const isHome = useLocation().pathname === "/";
  const vars = layout?.vars ?? {};
  return (
    <HydrationStep>
      <SiteFooter
        logo={<Logo />}
        menu={menuLinks(layout?.menus.footer ?? [])}
        secondMenu={menuLinks(layout?.menus.footer2 ?? [])}
        phone={phoneLink(layout)}
        hours={workingHoursText(vars.workingDays, vars.workingHours)}
        legalName={vars.companyName}
        address={vars.headOfficeAddress}
        plantLink={vars.plantNetworkUrl ? { label: m.plantNetwork, href: vars.plantNetworkUrl } : undefined}
        vacanciesHref="/vakansii"
        socials={layout ? socialLinks(layout, true) : []}
        notify={notify}
        isHome={isHome}
        onCooperationClick={onCooperationClick}
        subscription={<FooterSubscription />}
      />
    </HydrationStep>
  );
});
