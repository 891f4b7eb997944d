import { Breadcrumbs, Container } from "@optika/ui";
import { type ReactNode, useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { LogoutButton } from "./LogoutButton.tsx";
import { profileMessages as m } from "./messages.ts";
import styles from "./profile.module.css";

const SECTIONS = [
  { href: "/profile", label: m.overview, end: true },
  { href: "/profile/orders", label: m.orders, end: true },
  { href: "/profile/edit", label: m.edit, end: true },
  { href: "/profile/discount-card", label: m.discountCard, end: false },
  { href: "/profile/certificates", label: m.certificates, end: true },
  { href: "/profile/bonuses", label: m.bonuses, end: true },
  { href: "/profile/zapis", label: m.appointments, end: true },
  { href: "/profile/my-acuvue", label: m.myAcuvue, end: true },
] as const;

/** The profile area's frame: breadcrumbs, the section menu with 'Выйти', the page's heading. */
export function ProfileFrame({ title, children }: { title: string; children: ReactNode }) {
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // on a phone the menu is one row that scrolls sideways: the current section is brought into it
  // (centred; only the row scrolls, never the page)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pathname` re-runs it when the shopper opens another section
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return;
    const row = nav.getBoundingClientRect();
    const link = current.getBoundingClientRect();
    nav.scrollLeft += link.left - row.left - (row.width - link.width) / 2;
  }, [pathname]);
  return (
    <Container className={styles.page}>
      <Breadcrumbs
        items={[
          { label: m.home, href: "/" },
          ...(title === m.profile ? [] : [{ label: m.profile, href: "/profile" }]),
          { label: title },
        ]}
      />
      <div className={styles.layout}>
        <nav ref={navRef} className={styles.nav} aria-label={m.profile}>
          <ul className={styles.navList}>
            {SECTIONS.map((section) => (
              <li key={section.href}>
                <NavLink to={section.href} end={section.end} className={styles.navLink}>
                  {section.label}
                </NavLink>
              </li>
            ))}
            <li>
              <LogoutButton />
            </li>
          </ul>
        </nav>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {children}
        </div>
      </div>
    </Container>
  );
}
