import { nameInitials } from "@optika/domain/language";
import type { ReactNode } from "react";
import { UiLink } from "../ui-link/UiLink.tsx";
import styles from "./clinics.module.css";

export interface ISpecialistCardProps {
  name: string;
  position: string;
  href: string;
  /** '12 лет опыта' */
  experienceText?: string;
  /** clinics where the specialist works */
  clinicsText?: string;
  /** a photo (`<Picture>` or `<img>`), or nothing for the initials */
  photo?: ReactNode;
  bookHref?: string;
  bookLabel?: string;
}

/** A specialist in a list: photo, name (a link to the page), position, experience, clinics. */
export function SpecialistCard({
  name,
  position,
  href,
  experienceText,
  clinicsText,
  photo,
  bookHref,
  bookLabel,
}: ISpecialistCardProps) {
  return (
    <article className={styles.specialist}>
      <div className={styles.photo}>
        {photo ?? (
          <span className={styles.initials} aria-hidden="true">
            {nameInitials(name)}
          </span>
        )}
      </div>
      <div className={styles.specialistBody}>
        <h3 className={styles.specialistName}>
          <UiLink href={href}>{name}</UiLink>
        </h3>
        <p className={styles.position}>{position}</p>
        {experienceText ? <p className={styles.small}>{experienceText}</p> : null}
        {clinicsText ? <p className={styles.small}>{clinicsText}</p> : null}
        {bookHref && bookLabel ? (
          <UiLink href={bookHref} className={styles.bookLink} aria-label={`${bookLabel}: ${name}`}>
            {bookLabel}
          </UiLink>
        ) : null}
      </div>
    </article>
  );
}
