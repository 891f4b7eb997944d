import { clsx } from "clsx";
import { type ReactNode, useId } from "react";
import { PhoneIcon } from "../icons/icons.tsx";
import type { ISiteLink, ISitePhone } from "../site-header/types.ts";
import { type ISocialLink, SocialLinks, type TNotify } from "../social-links/SocialLinks.tsx";
import { UiLink } from "../ui-link/UiLink.tsx";
import { messages } from "./messages.ts";
import styles from "./site-footer.module.css";

export interface ISiteFooterProps {
  /** Optional logo slot at the top of the footer. */
  logo?: ReactNode;
  /** Main menu links (paths /{path}). */
  menu: ISiteLink[];
  /** Second menu (paths as given). */
  secondMenu?: ISiteLink[];
  /** Titles of the two menus (default 'Разделы сайта' / 'Покупателям'). */
  menuTitle?: string;
  secondMenuTitle?: string;
  phone?: ISitePhone;
  /** Working hours and days (from site variables): 'Ежедневно с 9:00 до 21:00'. */
  hours?: string;
  /** Company legal name: 'ООО «…»'. */
  legalName?: string;
  /** Head office address. */
  address?: string;
  /** Link to the plant network site. */
  plantLink?: ISiteLink;
  /** Link to '/vakansii' (label 'Вакансии'); left out when one of the menus already links there. */
  vacanciesHref?: string;
  /** Opens the cooperation enquiry modal. */
  onCooperationClick?: () => void;
  socials?: ISocialLink[];
  /** the news subscription form (FooterSubscriptionForm), under the social links */
  subscription?: ReactNode;
  /** Shows 'Ссылка скопирована' / 'Ошибка копирования' after a click on the e-mail (a toast). */
  notify?: TNotify;
  /** The home page has a different top margin. */
  isHome?: boolean;
  className?: string;
}

/** '/vakansii/' and '/vakansii' are the same page. */
function samePath(a: string, b: string): boolean {
  const trim = (href: string) =>
    href
      .replace(/[?#].*$/, "")
      .replace(/(.)\/+$/, "$1")
      .toLowerCase();
  return trim(a) === trim(b);
}

function LinkList({ title, links }: { title: string; links: ISiteLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <UiLink href={link.href} className={styles.link}>
              {link.label}
            </UiLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site's footer: menus, contact centre, legal block and 'Подпишитесь на наши соц. сети'. */
export function SiteFooter({
  logo,
  menu,
  secondMenu = [],
  menuTitle = messages.nav,
  secondMenuTitle = messages.secondNav,
  phone,
  hours,
  legalName,
  address,
  plantLink,
  vacanciesHref,
  onCooperationClick,
  socials = [],
  subscription,
  notify,
  isHome = false,
  className,
}: ISiteFooterProps) {
  const socialsHeadingId = useId();
  // The CMS menus may already link to the vacancies page: then it is not added a second time.
  const vacancies =
    vacanciesHref && ![...menu, ...secondMenu].some((link) => samePath(link.href, vacanciesHref))
      ? vacanciesHref
      : undefined;
  return (
    <footer className={clsx(styles.root, isHome && styles.isHome, className)}>
      <div className={styles.inner}>
        <div className={styles.grid}>
          <div className={styles.contacts}>
            {logo ? <div className={styles.logo}>{logo}</div> : null}
            {phone ? (
              <div>
                <p className={styles.label}>{messages.contactCentre}</p>
                <a href={phone.href} className={styles.phone}>
                  <PhoneIcon size={20} />
                  {phone.label}
                </a>
                {hours ? <p className={styles.muted}>{hours}</p> : null}
              </div>
            ) : null}
            {vacancies || onCooperationClick ? (
              <div className={styles.actions}>
                {vacancies ? (
                  <UiLink href={vacancies} className={styles.link}>
                    {messages.vacancies}
                  </UiLink>
                ) : null}
                {onCooperationClick ? (
                  <button type="button" className={styles.textButton} onClick={onCooperationClick}>
                    {messages.cooperation}
                  </button>
                ) : null}
              </div>
            ) : null}
          </div>
          {menu.length > 0 ? <LinkList title={menuTitle} links={menu} /> : null}
          {secondMenu.length > 0 ? <LinkList title={secondMenuTitle} links={secondMenu} /> : null}
          {socials.length > 0 || subscription ? (
            <div className={styles.follow}>
              {socials.length > 0 ? (
                <section className={styles.socials} aria-labelledby={socialsHeadingId}>
                  <h2 className={styles.heading} id={socialsHeadingId}>
                    {messages.socials}
                  </h2>
                  <SocialLinks links={socials} notify={notify} />
                </section>
              ) : null}
              {subscription}
            </div>
          ) : null}
        </div>
        <div className={styles.legal}>
          {legalName ? <p className={styles.legalName}>{legalName}</p> : null}
          {address ? (
            <p className={styles.muted}>
              {messages.address}: {address}
            </p>
          ) : null}
          {plantLink ? (
            <a href={plantLink.href} className={styles.link} target="_blank" rel="noopener noreferrer">
              {plantLink.label}
            </a>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
