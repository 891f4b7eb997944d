import { Container } from "@optika/ui";
import type { ReactNode } from "react";
import styles from "./auth-page.module.css";

/** The frame of `/authorization` and `/registration`: one card with the same forms as the dialogs. */
export function AuthPage({
  kicker,
  title,
  children,
  aside,
}: {
  kicker?: string;
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Container className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-page-title">
        {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
        <h1 id="auth-page-title" className={styles.title}>
          {title}
        </h1>
        {children}
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </section>
    </Container>
  );
}

export const authPageStyles = styles;
