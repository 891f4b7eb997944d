import { Breadcrumbs, Container } from "@optika/ui";
import { BreadcrumbStructuredData } from "../seo/BreadcrumbStructuredData.tsx";
import { CmsBlocks } from "./CmsBlocks.tsx";
import styles from "./cms-page.module.css";
import type { TCmsPageView } from "./cms-view.ts";
import { cmsMessages as m } from "./messages.ts";

/**
 * A CMS page: breadcrumbs (with their `BreadcrumbList`, as every other deep page has), its title
 * and its blocks (landings, legal texts, the discount programme).
 */
export function CmsPage({ page }: { page: TCmsPageView }) {
  const breadcrumbs = [{ label: m.home, href: "/" }, { label: page.title }];
  return (
    <Container className={styles.page}>
      {page.isDraft ? (
        <p className={styles.notice} role="status">
          {m.previewNotice}
        </p>
      ) : null}
      <Breadcrumbs items={breadcrumbs} />
      <BreadcrumbStructuredData items={breadcrumbs} />
      <h1 className={styles.title}>{page.title}</h1>
      <CmsBlocks blocks={page.blocks} isFirstScreen />
    </Container>
  );
}
