import { Badge, Button, Picture } from "@optika/ui";
import { ProductList } from "../catalog/ProductList.tsx";
import { LandingPage } from "../layout/LandingPage.tsx";
import { BADGE_TONE } from "./CampaignCards.tsx";
import type { TCampaignPageData } from "./campaign.server.ts";
import styles from "./campaigns.module.css";
import { campaignsMessages as m } from "./messages.ts";

/** One promotion: banner, status and dates, landing text, conditions, its products. */
export function CampaignPage({ data }: { data: TCampaignPageData }) {
  const { campaign, products } = data;
  const isExpired = campaign.status === "expired";
  return (
    <LandingPage
      breadcrumbs={[
        { label: m.home, href: "/" },
        { label: m.title, href: "/aktsii" },
        { label: campaign.title },
      ]}
      title={campaign.title}
      lead={campaign.lead}
    >
      <p className={styles.facts}>
        <Badge tone={BADGE_TONE[campaign.status]}>{campaign.statusLabel}</Badge>
        <span>{campaign.dates}</span>
      </p>
      {isExpired ? (
        <p className={styles.notice} role="note">
          {m.expiredNote} <a href="/aktsii">{m.allCampaigns}</a>
        </p>
      ) : null}
      {campaign.hero ? (
        <Picture
          src={campaign.hero.src}
          sources={campaign.hero.sources}
          sizes="(min-width: 1024px) 900px, 100vw"
          width={800}
          height={450}
          alt=""
          className={styles.hero}
          data-expired={isExpired}
          fetchPriority="high"
        />
      ) : null}
      <div
        className={styles.prose}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API (sanitizeContentHtml)
        dangerouslySetInnerHTML={{ __html: campaign.bodyHtml }}
      />
      <section className={styles.section} aria-labelledby="campaign-conditions">
        <h2 id="campaign-conditions" className={styles.sectionTitle}>
          {m.conditions}
        </h2>
        <div
          className={styles.prose}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API (sanitizeContentHtml)
          dangerouslySetInnerHTML={{ __html: campaign.conditionsHtml }}
        />
      </section>
      {products.length > 0 ? (
        <section className={styles.section} aria-labelledby="campaign-products">
          <h2 id="campaign-products" className={styles.sectionTitle}>
            {m.products}
          </h2>
          <ProductList products={products} label={m.products} headingLevel={3} />
        </section>
      ) : null}
      <p className={styles.section}>
        <Button href="/aktsii" variant="secondary">
          {m.allCampaigns}
        </Button>
      </p>
    </LandingPage>
  );
}
