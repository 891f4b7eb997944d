import { Breadcrumbs, Container } from "@optika/ui";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
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
        <nav className={styles.nav} aria-label={m.profile}>
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
