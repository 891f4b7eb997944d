import { Button, Container } from "@optika/ui";
import styles from "./error-page.module.css";
import type { TErrorView } from "./error-view.ts";
import { errorMessages } from "./messages.ts";

export function ErrorPage({ view }: { view: TErrorView }) {
  return (
    <Container className={styles.root}>
      <div className={styles.card}>
        {view.code ? (
          <p className={styles.code} aria-hidden="true">
            {view.code}
          </p>
        ) : null}
        <h1 className={view.isTitleUppercase ? `${styles.title} ${styles.uppercase}` : styles.title}>
          {view.title}
        </h1>
        <p className={styles.text}>{view.text}</p>
        <div className={styles.actions}>
          <Button href="/" size="lg">
            {errorMessages.home}
          </Button>
          {view.showCatalogLink ? (
            <Button href="/catalog" size="lg" variant="secondary">
              {errorMessages.catalog}
            </Button>
          ) : null}
        </div>
      </div>
    </Container>
  );
}
