import { clsx } from "clsx";
import {
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { Button } from "../button/Button.tsx";
import { IconButton } from "../icon-button/IconButton.tsx";
import {
  CartIcon,
  ChevronDownIcon,
  CloseIcon,
  HeartIcon,
  MenuIcon,
  PhoneIcon,
  SearchIcon,
  UserIcon,
} from "../icons/icons.tsx";
import { type ISocialLink, SocialLinks } from "../social-links/SocialLinks.tsx";
import { UiLink } from "../ui-link/UiLink.tsx";
import { messages } from "./messages.ts";
import styles from "./site-header.module.css";

export interface ISiteLink {
  label: string;
  href: string;
}

export interface ISiteMenuItem {
  label: string;
  href?: string;
  children?: ISiteLink[];
}

export interface ISitePhone {
  /** As shown: '8 800 000-00-00'. */
  label: string;
  /** 'tel:+78000000000'. */
  href: string;
}

export interface ISiteHeaderProps {
  /** The brand's logo, usually a link to '/'. */
  logo: ReactNode;
  /** Hide the logo (home page until scrolled); its place is kept. */
  isLogoHidden?: boolean;
  /** Pin the header to the top (the site turns it on after 300 px of scroll). */
  isFixed?: boolean;
  /** Items of the 'Меню' dropdown, laid out in columns. */
  menu: ISiteMenuItem[];
  /** Menu items per column: 2 on the main site, 1 on the partner site. */
  itemsPerColumn?: number;
  /** Accent-coloured category links next to the menu button (up to 5 are shown). */
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
  /** Mobile menu: two-column grid of category links (defaults to the menu's top items with links). */
  mobileCategories?: ISiteLink[];
  /** Mobile menu: the appointment button (absent on the partner site). */
  appointment?: ISiteLink;
  onCallbackClick?: () => void;
  cityName?: string;
  onCityChangeClick?: () => void;
  socials?: ISocialLink[];
  className?: string;
}

const MAX_EXTRA_LINKS = 5;

function chunk<T>(items: readonly T[], size: number): T[][] {
  const step = Math.max(1, Math.floor(size));
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += step) out.push(items.slice(i, i + step));
  return out;
}

function useDismiss(isOpen: boolean, close: () => void, containerRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    const onPointer = (event: PointerEvent) => {
      const root = containerRef.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [isOpen, close, containerRef]);
}

/**
 * Extra links sit in one wrapping row of fixed height; the ones that wrap out of sight are made
 * `visibility: hidden` so they leave the tab order (all of them stay in the mobile menu).
 */
function useHideWrapped(listRef: RefObject<HTMLUListElement | null>, deps: unknown) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `deps` (the labels) re-measures when the links change
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === "undefined") return;
    const update = () => {
      const items = [...list.children] as HTMLElement[];
      const top = items[0]?.offsetTop ?? 0;
      for (const item of items) item.toggleAttribute("data-wrapped", item.offsetTop > top);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(list);
    return () => observer.disconnect();
  }, [listRef, deps]);
}

/** The site's header: logo, 'Меню' dropdown, accent links, phone, icon buttons; a burger menu below 992 px. */
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
  onCallbackClick,
  cityName,
  onCityChangeClick,
  socials = [],
  className,
}: ISiteHeaderProps) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [isMobileOpen, setMobileOpen] = useState(false);
  const menuId = useId();
  const mobileId = useId();
  const tooltipId = useId();
  const desktopRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const mobileCloseRef = useRef<HTMLButtonElement>(null);
  const extrasRef = useRef<HTMLUListElement>(null);

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const closeMobile = useCallback(() => {
    setMobileOpen(false);
    burgerRef.current?.focus();
  }, []);
  useDismiss(isMenuOpen, closeMenu, desktopRef);

  useEffect(() => {
    if (!isMobileOpen) return;
    mobileCloseRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeMobile();
    };
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    document.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener("keydown", onKey);
    };
  }, [isMobileOpen, closeMobile]);

  const columns = chunk(menu, itemsPerColumn);
  const extras = extraLinks.slice(0, MAX_EXTRA_LINKS);
  useHideWrapped(extrasRef, extras.map((link) => link.label).join("|"));
  const categories =
    mobileCategories ?? menu.flatMap((item) => (item.href ? [{ label: item.label, href: item.href }] : []));

  const searchButton = onSearchClick ? (
    <IconButton label={messages.search} icon={<SearchIcon />} onClick={onSearchClick} />
  ) : (
    <IconButton label={messages.search} icon={<SearchIcon />} href={searchHref} />
  );
  const wishlistButton = (
    <IconButton label={messages.wishlist} icon={<HeartIcon />} href={wishlistHref} count={wishlistCount} />
  );
  const cartButton = (
    <IconButton label={messages.cart} icon={<CartIcon />} href={cartHref} count={cartCount} />
  );
  const profileButton =
    profileHref !== undefined ? (
      <IconButton label={messages.profile} icon={<UserIcon />} href={profileHref} />
    ) : (
      <IconButton label={messages.profile} icon={<UserIcon />} onClick={onProfileClick} />
    );

  return (
    <header className={clsx(styles.root, isFixed && styles.isFixed, className)}>
      <div className={styles.bar}>
        <div className={styles.inner} ref={desktopRef}>
          <button
            ref={burgerRef}
            type="button"
            className={styles.burger}
            aria-label={messages.openMenu}
            aria-expanded={isMobileOpen}
            aria-controls={mobileId}
            onClick={() => setMobileOpen(true)}
          >
            <MenuIcon />
          </button>

          <div
            className={clsx(styles.logo, isLogoHidden && styles.logoHidden)}
            aria-hidden={isLogoHidden || undefined}
          >
            {logo}
          </div>

          <div className={styles.desktopNav}>
            <button
              ref={menuButtonRef}
              type="button"
              className={styles.menuButton}
              aria-expanded={isMenuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {isMenuOpen ? <CloseIcon size={20} /> : <MenuIcon size={20} />}
              {messages.menu}
            </button>
            {extras.length > 0 ? (
              <nav aria-label={messages.extraNav} className={styles.extras}>
                <ul className={styles.extraList} ref={extrasRef}>
                  {extras.map((link, index) => (
                    <li key={link.href} className={styles.extraItem}>
                      <UiLink
                        href={link.href}
                        className={styles.extraLink}
                        style={{ color: `var(--color-extra-${index + 1})` }}
                      >
                        {link.label}
                      </UiLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </div>

          <div className={styles.actions}>
            {phone ? (
              <span className={styles.phoneWrap}>
                <a href={phone.href} className={styles.phone} aria-describedby={tooltipId}>
                  <PhoneIcon size={20} />
                  <span className={styles.phoneText}>{phone.label}</span>
                </a>
                <span role="tooltip" id={tooltipId} className={styles.tooltip}>
                  {messages.freeCall}
                </span>
              </span>
            ) : null}
            {searchButton}
            {wishlistButton}
            {cartButton}
            <span className={styles.profile}>{profileButton}</span>
          </div>

          <div id={menuId} className={styles.dropdown} hidden={!isMenuOpen}>
            <nav aria-label={messages.mainNav} className={styles.dropdownInner}>
              {columns.map((column, columnIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                <div key={columnIndex} className={styles.column}>
                  {column.map((item) => (
                    <div key={`${item.label}-${item.href ?? ""}`} className={styles.group}>
                      {item.href ? (
                        <UiLink href={item.href} className={styles.groupTitle} onClick={closeMenu}>
                          {item.label}
                        </UiLink>
                      ) : (
                        <span className={styles.groupTitle}>{item.label}</span>
                      )}
                      {item.children && item.children.length > 0 ? (
                        <ul className={styles.groupList}>
                          {item.children.map((child) => (
                            <li key={child.href}>
                              <UiLink href={child.href} className={styles.groupLink} onClick={closeMenu}>
                                {child.label}
                              </UiLink>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </div>
                  ))}
                </div>
              ))}
            </nav>
          </div>
        </div>
      </div>

      <div
        id={mobileId}
        className={styles.mobile}
        hidden={!isMobileOpen}
        role="dialog"
        aria-modal="true"
        aria-label={messages.menu}
      >
        <div className={styles.mobileTop}>
          <div className={styles.logo}>{logo}</div>
          <div className={styles.mobileTopActions}>
            {wishlistButton}
            {cartButton}
            <IconButton
              ref={mobileCloseRef}
              label={messages.closeMenu}
              icon={<CloseIcon />}
              onClick={closeMobile}
            />
          </div>
        </div>
        <div className={styles.mobileBody}>
          {categories.length > 0 ? (
            <ul className={styles.mobileCategories}>
              {categories.map((link) => (
                <li key={link.href}>
                  <UiLink
                    href={link.href}
                    className={styles.mobileCategory}
                    onClick={() => setMobileOpen(false)}
                  >
                    {link.label}
                  </UiLink>
                </li>
              ))}
            </ul>
          ) : null}
          {appointment ? (
            <Button href={appointment.href} fullWidth size="lg" onClick={() => setMobileOpen(false)}>
              {appointment.label}
            </Button>
          ) : null}
          {extras.length > 0 || menu.length > 0 ? (
            <nav aria-label={messages.mobileNav}>
              <ul className={styles.mobileLinks}>
                {extras.map((link, index) => (
                  <li key={`extra-${link.href}`}>
                    <UiLink
                      href={link.href}
                      className={styles.mobileLink}
                      style={{ color: `var(--color-extra-${index + 1})` }}
                      onClick={() => setMobileOpen(false)}
                    >
                      {link.label}
                    </UiLink>
                  </li>
                ))}
                {menu.map((item) => (
                  <li key={`menu-${item.label}`}>
                    <MobileMenuItem item={item} onNavigate={() => setMobileOpen(false)} />
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {profileHref !== undefined || onProfileClick ? (
            <Button
              variant="secondary"
              fullWidth
              href={profileHref}
              onClick={() => {
                setMobileOpen(false);
                onProfileClick?.();
              }}
            >
              <UserIcon size={20} />
              {messages.profile}
            </Button>
          ) : null}
          {phone ? (
            <div className={styles.mobileRow}>
              <a href={phone.href} className={styles.mobilePhone}>
                <PhoneIcon size={20} className={styles.mobilePhoneIcon} />
                <span>
                  {phone.label}
                  <small className={styles.mobilePhoneHint}>{messages.freeCall}</small>
                </span>
              </a>
              {onCallbackClick ? (
                <Button variant="secondary" size="sm" onClick={onCallbackClick}>
                  {messages.callback}
                </Button>
              ) : null}
            </div>
          ) : null}
          {cityName ? (
            <div className={styles.mobileRow}>
              <span>
                <span className={styles.mobileCityLabel}>{messages.city}: </span>
                <strong>{cityName}</strong>
              </span>
              {onCityChangeClick ? (
                <Button variant="ghost" size="sm" onClick={onCityChangeClick}>
                  {messages.changeCity}
                </Button>
              ) : null}
            </div>
          ) : null}
          {socials.length > 0 ? (
            <div className={styles.mobileSocials}>
              <span className={styles.mobileCityLabel}>{messages.socials}</span>
              <SocialLinks links={socials} />
            </div>
          ) : null}
        </div>
      </div>
    </header>
  );
}

function MobileMenuItem({ item, onNavigate }: { item: ISiteMenuItem; onNavigate: () => void }) {
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  const hasChildren = item.children !== undefined && item.children.length > 0;
  return (
    <>
      <div className={styles.mobileItemRow}>
        {item.href ? (
          <UiLink href={item.href} className={styles.mobileLink} onClick={onNavigate}>
            {item.label}
          </UiLink>
        ) : (
          <span className={styles.mobileLink}>{item.label}</span>
        )}
        {hasChildren ? (
          <IconButton
            className={styles.mobileExpand}
            label={messages.subsections(item.label)}
            icon={<ChevronDownIcon size={20} />}
            aria-expanded={isOpen}
            aria-controls={listId}
            onClick={() => setOpen((v) => !v)}
          />
        ) : null}
      </div>
      {hasChildren ? (
        <ul id={listId} className={styles.mobileSubList} hidden={!isOpen}>
          {item.children?.map((child) => (
            <li key={child.href}>
              <UiLink href={child.href} className={styles.mobileSubLink} onClick={onNavigate}>
                {child.label}
              </UiLink>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
