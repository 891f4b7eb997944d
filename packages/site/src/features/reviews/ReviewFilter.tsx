import { Button } from "@optika/ui";
import { reviewsMessages as m } from "./messages.ts";
import styles from "./reviews.module.css";

/** The clinic and rating filter: a GET form (works without script), page reset to 1. */
export function ReviewFilter({
  clinics,
  store,
  rating,
}: {
  clinics: { id: number; label: string; count: number }[];
  store: number | null;
  rating: number | null;
}) {
  return (
    <form method="get" action="/reviews" className={styles.filter} aria-label={m.filterTitle}>
      <div className={styles.field}>
        <label htmlFor="reviews-filter-store" className={styles.label}>
          {m.clinicLabel}
        </label>
        <select id="reviews-filter-store" name="store" defaultValue={store ?? ""} className={styles.control}>
          <option value="">{m.allClinics}</option>
          {clinics
            .filter((c) => c.count > 0)
            .map((c) => (
              <option key={c.id} value={c.id}>
                {c.label} — {c.count}
              </option>
            ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="reviews-filter-rating" className={styles.label}>
          {m.ratingLabel}
        </label>
        <select
          id="reviews-filter-rating"
          name="rating"
          defaultValue={rating ?? ""}
          className={styles.control}
        >
          <option value="">{m.allRatings}</option>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {m.ratingOption(n)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filterActions}>
        <Button type="submit" variant="secondary">
          {m.apply}
        </Button>
        {store || rating ? <a href="/reviews">{m.reset}</a> : null}
      </div>
    </form>
  );
}
