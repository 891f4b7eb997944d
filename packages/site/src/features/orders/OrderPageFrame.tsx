import { Breadcrumbs, Container } from "@optika/ui";
import type { ReactNode } from "react";
import { orderMessages as m } from "./messages.ts";
import styles from "./orders.module.css";

/** The frame of an order page: breadcrumbs, the one h1, a lead line, then the page. */
export function OrderPageFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container className={styles.page}>
      <Breadcrumbs items={[{ label: m.home, href: "/" }, { label: title }]} />
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </Container>
  );
}
