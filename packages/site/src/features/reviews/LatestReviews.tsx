import { reviewsMessages as m } from "./messages.ts";
import { ReviewCard } from "./ReviewCard.tsx";
import type { TReviewView } from "./review-view.ts";
import styles from "./reviews.module.css";

/**
 * The home page's 'latest reviews' section (the lead wires it into home with loadLatestReviews);
 * nothing when there are none.
 */
export function LatestReviews({ reviews }: { reviews: readonly TReviewView[] }) {
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="latest-reviews-title" className={styles.latest}>
      <div className={styles.latestHead}>
        <h2 id="latest-reviews-title" className={styles.sectionTitle}>
          {m.latestTitle}
        </h2>
        <a href="/reviews">{m.allReviews}</a>
      </div>
      <div className={styles.latestGrid}>
        {reviews.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </div>
    </section>
  );
}
