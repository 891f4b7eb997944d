import { CampaignCards } from "./CampaignCards.tsx";
import type { TCampaignCardView } from "./campaign-view.ts";
import styles from "./campaigns.module.css";
import { campaignsMessages as m } from "./messages.ts";

/** Home page section: promotions running today with a link to /aktsii (data: `loadCurrentCampaigns`). Nothing without any. */
export function CurrentCampaignsSection({ campaigns }: { campaigns: readonly TCampaignCardView[] }) {
  if (campaigns.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-current-campaigns">
      <div className={styles.sectionHead}>
        <h2 id="home-current-campaigns" className={styles.sectionTitle}>
          {m.currentTitle}
        </h2>
        <a href="/aktsii">{m.allCampaigns}</a>
      </div>
      <CampaignCards campaigns={campaigns} label={m.currentTitle} headingLevel={3} />
    </section>
  );
}
