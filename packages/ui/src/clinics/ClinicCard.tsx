import type { ReactNode } from "react";
import { UiLink } from "../ui-link/UiLink.tsx";
import styles from "./clinics.module.css";

export interface IClinicCardProps {
  name: string;
  address: string;
  /** opening hours, one line per group of days */
  hours: string[];
  phones: Array<{ label: string; href: string }>;
  /** 'Клиника' or 'Салон оптики' */
  kindText: string;
  services?: string[];
  servicesLabel?: string;
  bookHref?: string;
  bookLabel?: string;
  children?: ReactNode;
}

/** A clinic or shop on /kontakty: address, hours, phones, services and a booking link. */
export function ClinicCard({
  name,
  address,
  hours,
  phones,
  kindText,
  services,
  servicesLabel,
  bookHref,
  bookLabel,
  children,
}: IClinicCardProps) {
  return (
    <article className={styles.clinic}>
      <p className={styles.kind}>{kindText}</p>
      <h3 className={styles.clinicName}>{name}</h3>
      <p className={styles.address}>{address}</p>
      <ul className={styles.hours}>
        {hours.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {phones.length > 0 ? (
        <p className={styles.phones}>
          {phones.map((phone) => (
            <a key={phone.href} href={phone.href}>
              {phone.label}
            </a>
          ))}
        </p>
      ) : null}
      {services && services.length > 0 ? (
        <details className={styles.clinicServices}>
          <summary>{servicesLabel}</summary>
          <ul>
            {services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </details>
      ) : null}
      {children}
      {bookHref && bookLabel ? (
        <UiLink href={bookHref} className={styles.bookLink} aria-label={`${bookLabel}: ${name}`}>
          {bookLabel}
        </UiLink>
      ) : null}
    </article>
  );
}
