import { clsx } from "clsx";
import type { ReactNode } from "react";
import { CityButton } from "../city-button/CityButton.tsx";
import { IconButton } from "../icon-button/IconButton.tsx";
import { CartIcon, HeartIcon, SearchIcon, UserIcon } from "../icons/icons.tsx";
import type { ISocialLink } from "../social-links/SocialLinks.tsx";
import { CategoryShortcuts } from "./CategoryShortcuts.tsx";
import { DesktopMenu } from "./DesktopMenu.tsx";
import { HeaderPhone } from "./HeaderPhone.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import { messages } from "./messages.ts";
import styles from "./site-header.module.css";
import type { ISiteLink, ISiteMenuItem, ISitePhone } from "./types.ts";

export type { ISiteLink, ISiteMenuItem, ISitePhone } from "./types.ts";

export interface ISiteHeaderProps {
  /** The brand's logo, usually a link to '/'. */
  logo: ReactNode;
  /** Hide the logo (home page until the header is fixed); its place is kept. */
  isLogoHidden?: boolean;
  /** Pin the header to the top (the site turns it on after 300 px of scroll). */
  isFixed?: boolean;
  /** Items of the 'Меню' dropdown, laid out in columns. */
  menu: ISiteMenuItem[];
  /** Menu items per column: 2 on the main site, 1 on the partner site. */
  itemsPerColumn?: number;
  /** Accent-coloured category shortcuts beside the menu button; those that do not fit go under 'Ещё'. */
  extraLinks?: ISiteLink[];
  phone?: ISitePhone;
  /** Opens the search overlay; without it the icon links to `searchHref`. */
  onSearchClick?: () => void;
  searchHref?: string;
  wishlistHref: string;
  wishlistCount?: number;
  cartHref: string;
  cartCount?: number;
  /** Signed in: a link to '/profile'. */
  profileHref?: string;
  /** Guest: opens the sign-in dialog. */
  onProfileClick?: () => void;
  /** Mobile menu: two-column grid of category tiles (defaults to the extra links). */
  mobileCategories?: ISiteLink[];
  /** Mobile menu: the appointment button (absent on the partner site). */
  appointment?: ISiteLink;
  /** Mobile menu: the 'call back' button beside the phone, as a link or an action. */
  callbackHref?: string;
  onCallbackClick?: () => void;
  cityName?: string;
  onCityChangeClick?: () => void;
  socials?: ISocialLink[];
  className?: string;
}

/** The header bar: logo, desktop menu and shortcuts, phone, icon buttons; the mobile menu below 992 px. */
export function SiteHeader({
  logo,
  isLogoHidden = false,
  isFixed = false,
  menu,
  itemsPerColumn = 2,
  extraLinks = [],
  phone,
  onSearchClick,
  searchHref = "/search",
  wishlistHref,
  wishlistCount = 0,
  cartHref,
  cartCount = 0,
  profileHref,
  onProfileClick,
  mobileCategories,
  appointment,
  callbackHref,
  onCallbackClick,
  cityName,
  onCityChangeClick,
  socials = [],
  className,
}: ISiteHeaderProps) {
  const wishlistButton = (
    <IconButton label={messages.wishlist} icon={<HeartIcon />} href={wishlistHref} count={wishlistCount} />
  );
  const cartButton = (
    <IconButton label={messages.cart} icon={<CartIcon />} href={cartHref} count={cartCount} />
  );

  return (
    <header
      className={clsx(styles.root, isFixed && styles.isFixed, className)}
      data-fixed={isFixed || undefined}
    >
      <div className={styles.bar}>
        <div className={styles.inner}>
          <MobileMenu
            logo={logo}
            topActions={
              <>
                {wishlistButton}
                {cartButton}
              </>
            }
            categories={mobileCategories ?? extraLinks}
            menu={menu}
            appointment={appointment}
            profileHref={profileHref}
            onProfileClick={onProfileClick}
            phone={phone}
            callbackHref={callbackHref}
            onCallbackClick={onCallbackClick}
            cityName={cityName}
            onCityChangeClick={onCityChangeClick}
            socials={socials}
          />
          <div
            className={clsx(styles.logo, isLogoHidden && styles.logoHidden)}
            aria-hidden={isLogoHidden || undefined}
            data-header-logo=""
          >
            {logo}
          </div>
          <div className={styles.desktopNav}>
            <DesktopMenu menu={menu} itemsPerColumn={itemsPerColumn} />
            <CategoryShortcuts links={extraLinks} />
          </div>
          <div className={styles.actions}>
            {cityName && onCityChangeClick ? (
              <span className={styles.city}>
                <CityButton cityName={cityName} onClick={onCityChangeClick} />
              </span>
            ) : null}
            {phone ? (
              <span className={styles.phone}>
                <HeaderPhone phone={phone} />
              </span>
            ) : null}
            {onSearchClick ? (
              <IconButton label={messages.search} icon={<SearchIcon />} onClick={onSearchClick} />
            ) : (
              <IconButton label={messages.search} icon={<SearchIcon />} href={searchHref} />
            )}
            {wishlistButton}
            {cartButton}
            <span className={styles.profile}>
              {profileHref !== undefined ? (
                <IconButton label={messages.profile} icon={<UserIcon />} href={profileHref} />
              ) : (
                <IconButton label={messages.profile} icon={<UserIcon />} onClick={onProfileClick} />
              )}
            </span>
          </div>
        </div>
      </div>
    </header>
  );
}
