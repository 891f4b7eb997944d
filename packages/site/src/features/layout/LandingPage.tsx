import { Breadcrumbs, Container } from "@optika/ui";
import type { ReactNode } from "react";
import { BreadcrumbStructuredData } from "../seo/BreadcrumbStructuredData.tsx";
import styles from "./landing-page.module.css";

type TLandingPageProps = {
  breadcrumbs: { label: string; href?: string }[];
  title: string;
  lead: string;
  children: ReactNode;
};

/** The frame of a section landing page: breadcrumbs, the one h1, a lead paragraph, then content. */
export function LandingPage({ breadcrumbs, title, lead, children }: TLandingPageProps) {
  return (
    <Container className={styles.page}>
      <Breadcrumbs items={breadcrumbs} />
      <BreadcrumbStructuredData items={breadcrumbs} />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      {children}
    </Container>
  );
}
