import { UiLink } from "../ui-link/UiLink.tsx";
import styles from "./clinics.module.css";

export interface IServiceItem {
  key: string;
  title: string;
  href: string;
  announce?: string;
  /** '1 500 ₽' */
  priceText: string;
  /** '40 мин' */
  durationText: string;
  bookHref: string;
}

export interface IServiceListProps {
  label: string;
  items: IServiceItem[];
  bookLabel: string;
  /** the level of each service's heading (the page's structure decides) */
  headingLevel?: 2 | 3;
}

/** Services with price and duration, each with its page and a 'Записаться' link. */
export function ServiceList({ label, items, bookLabel, headingLevel = 3 }: IServiceListProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.services} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={styles.service}>
          <div className={styles.serviceMain}>
            <Heading className={styles.serviceTitle}>
              <UiLink href={item.href}>{item.title}</UiLink>
            </Heading>
            {item.announce ? <p className={styles.serviceAnnounce}>{item.announce}</p> : null}
          </div>
          <p className={styles.serviceMeta}>
            <span className={styles.servicePrice}>{item.priceText}</span>
            <span className={styles.serviceDuration}>{item.durationText}</span>
          </p>
          <UiLink href={item.bookHref} className={styles.bookLink} aria-label={`${bookLabel}: ${item.title}`}>
            {bookLabel}
          </UiLink>
        </li>
      ))}
    </ul>
  );
}
