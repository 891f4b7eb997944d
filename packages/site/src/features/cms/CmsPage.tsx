import { Breadcrumbs, Container } from "@optika/ui";
import { CmsBlocks } from "./CmsBlocks.tsx";
import styles from "./cms-page.module.css";
import type { TCmsPageView } from "./cms-view.ts";
import { cmsMessages as m } from "./messages.ts";

/** A CMS page: breadcrumbs, its title and its blocks (landings, legal texts, the discount programme). */
export function CmsPage({ page }: { page: TCmsPageView }) {
  return (
    <Container className={styles.page}>
      {page.isDraft ? (
        <p className={styles.notice} role="status">
          {m.previewNotice}
        </p>
      ) : null}
      <Breadcrumbs items={[{ label: m.home, href: "/" }, { label: page.title }]} />
      <h1 className={styles.title}>{page.title}</h1>
      <CmsBlocks blocks={page.blocks} isFirstScreen />
    </Container>
  );
}
