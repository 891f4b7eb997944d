import { Button, Container } from "@optika/ui";
import styles from "./cms-page.module.css";
import { cmsMessages as m } from "./messages.ts";

/**
 * `/cms-page-preview` opened without a preview token (a bookmark, a link copied without its
 * query): what the page is for and where its links come from, instead of a 404 (NOTES: every
 * route of §2 answers with a page).
 */
export function CmsPreviewWithoutToken() {
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>{m.previewTitle}</h1>
      <p className={styles.lead}>{m.previewWithoutToken}</p>
      <Button href="/">{m.toHome}</Button>
    </Container>
  );
}
