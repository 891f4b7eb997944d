import type { ReactNode } from "react";
import { memo, useEffect, useId, useRef, useState } from "react";
import { Button } from "../button/Button.tsx";
import { IconButton } from "../icon-button/IconButton.tsx";
import { CloseIcon, MenuIcon, PhoneIcon, UserIcon } from "../icons/icons.tsx";
import { type ISocialLink, SocialLinks } from "../social-links/SocialLinks.tsx";
import { UiLink } from "../ui-link/UiLink.tsx";
import { MobileMenuItem } from "./MobileMenuItem.tsx";
import { messages } from "./messages.ts";
import styles from "./mobile-menu.module.css";
import { mobileMenuLinks } from "./mobile-menu-links.ts";
import type { ISiteLink, ISiteMenuItem, ISitePhone } from "./types.ts";
import { useModalDialog } from "./use-modal-dialog.ts";

/** Above this width the desktop menu takes over (spec §2: mobile up to 991 px). */
const DESKTOP_QUERY = "(min-width: 992px)";

export interface IMobileMenuProps {
  logo: ReactNode;
  /** Wishlist and cart buttons shown in the menu's top bar. */
  topActions?: ReactNode;
  /** Two-column grid of category tiles. */
  categories: ISiteLink[];
  /** The header menu; links already shown as tiles are left out. */
  menu: ISiteMenuItem[];
  /** The appointment button (absent on the partner site). */
  appointment?: ISiteLink;
  profileHref?: string;
  onProfileClick?: () => void;
  phone?: ISitePhone;
  /** The 'call back' button beside the phone: a link (the quick request page) … */
  callbackHref?: string;
  /** … or an action (a call-back request dialog). */
  onCallbackClick?: () => void;
  cityName?: string;
  onCityChangeClick?: () => void;
  socials?: ISocialLink[];
}

/**
 * The burger button and the full-screen menu it opens: a native modal `<dialog>` (focus stays
 * inside, the page behind is inert, Escape closes, focus returns to the burger).
 *
 * The menu's body (tiles, sections, phone, city: over a hundred elements) is rendered on the first
 * open, then kept: it is not in the server HTML, where every page would parse and hydrate it before
 * its first interaction, although it only opens with JavaScript (showModal) and its links are also
 * in the header and footer (decision 0050).
 */
export function MobileMenu({
  logo,
  topActions,
  categories,
  menu,
  appointment,
  profileHref,
  onProfileClick,
  phone,
  callbackHref,
  onCallbackClick,
  cityName,
  onCityChangeClick,
  socials = [],
}: IMobileMenuProps) {
  const { dialogRef, isOpen, open, close } = useModalDialog();
  const [hasOpened, setHasOpened] = useState(false);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!isOpen || typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) close();
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [isOpen, close]);

  const then = (action?: () => void) => () => {
    close();
    action?.();
  };

  return (
    <>
      <button
        type="button"
        className={styles.burger}
        aria-label={messages.openMenu}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={(event) => {
          setHasOpened(true);
          open(event.currentTarget);
          closeButtonRef.current?.focus();
        }}
      >
        <MenuIcon />
      </button>
      <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.srOnly}>
          {messages.menu}
        </h2>
        <div className={styles.top}>
          <div className={styles.logo}>{logo}</div>
          <div className={styles.topActions}>
            {topActions}
            <IconButton
              ref={closeButtonRef}
              label={messages.closeMenu}
              icon={<CloseIcon />}
              onClick={close}
            />
          </div>
        </div>
        {hasOpened ? (
          <div className={styles.body}>
            <MobileMenuTiles menu={menu} categories={categories} onNavigate={close} />
            {appointment ? (
              <Button href={appointment.href} fullWidth size="lg" onClick={close}>
                {appointment.label}
              </Button>
            ) : null}
            <MobileMenuSections menu={menu} categories={categories} onNavigate={close} />
            {profileHref !== undefined || onProfileClick ? (
              <Button
                variant="secondary"
                fullWidth
                href={profileHref}
                onClick={profileHref !== undefined ? close : then(onProfileClick)}
              >
                <UserIcon size={20} />
                {messages.profile}
              </Button>
            ) : null}
            {phone ? (
              <div className={styles.row}>
                <a href={phone.href} className={styles.phone}>
                  <PhoneIcon size={20} className={styles.phoneIcon} />
                  <span>
                    {phone.label}
                    <small className={styles.hint}>{messages.freeCall}</small>
                  </span>
                </a>
                {callbackHref !== undefined || onCallbackClick ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    href={callbackHref}
                    onClick={callbackHref !== undefined ? close : then(onCallbackClick)}
                  >
                    {messages.callback}
                  </Button>
                ) : null}
              </div>
            ) : null}
            {cityName ? (
              <div className={styles.row}>
                <span>
                  <span className={styles.muted}>{messages.city}: </span>
                  <strong>{cityName}</strong>
                </span>
                {onCityChangeClick ? (
                  <Button variant="ghost" size="sm" onClick={then(onCityChangeClick)}>
                    {messages.changeCity}
                  </Button>
                ) : null}
              </div>
            ) : null}
            {socials.length > 0 ? (
              <div className={styles.socials}>
                <span className={styles.muted}>{messages.socials}</span>
                <SocialLinks links={socials} />
              </div>
            ) : null}
          </div>
        ) : null}
      </dialog>
    </>
  );
}

type TMobileMenuNavProps = Pick<IMobileMenuProps, "menu" | "categories"> & { onNavigate: () => void };

/**
 * The grid of category tiles. Memoised, as the sections below: the header re-renders when the
 * shopper's counts arrive, and the menu's links need not.
 */
const MobileMenuTiles = memo(function MobileMenuTiles({ menu, categories, onNavigate }: TMobileMenuNavProps) {
  const tilesHeadingId = useId();
  const { tilesGroup } = mobileMenuLinks(menu, categories);
  if (categories.length === 0) return null;
  return (
    <nav aria-labelledby={tilesHeadingId}>
      <div className={styles.sectionHead}>
        <h3 id={tilesHeadingId} className={styles.sectionTitle}>
          {tilesGroup?.label ?? messages.catalog}
        </h3>
        {tilesGroup ? (
          <UiLink href={tilesGroup.href} className={styles.sectionLink} onClick={onNavigate}>
            {messages.allCatalog}
          </UiLink>
        ) : null}
      </div>
      <ul className={styles.tiles}>
        {categories.map((link) => (
          <li key={link.href}>
            <UiLink href={link.href} className={styles.tile} onClick={onNavigate}>
              {link.label}
            </UiLink>
          </li>
        ))}
      </ul>
    </nav>
  );
});

/** The menu's sections under the tiles (links already shown as tiles left out). */
const MobileMenuSections = memo(function MobileMenuSections({
  menu,
  categories,
  onNavigate,
}: TMobileMenuNavProps) {
  const { sections } = mobileMenuLinks(menu, categories);
  if (sections.length === 0) return null;
  return (
    <nav aria-label={messages.mobileNav}>
      <ul className={styles.links}>
        {sections.map((item) => (
          <li key={`${item.label}-${item.href ?? ""}`}>
            <MobileMenuItem item={item} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </nav>
  );
});
