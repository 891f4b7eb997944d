import { RatingStars } from "@optika/ui";
import { reviewsMessages as m } from "./messages.ts";
import type { TReviewView } from "./review-view.ts";
import styles from "./reviews.module.css";

/** One approved review: author, stars, date, clinic, text and the shop's answer. */
export function ReviewCard({ review, headingLevel = 3 }: { review: TReviewView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={styles.card}>
      <header className={styles.cardHead}>
        <Heading className={styles.author}>{review.author}</Heading>
        <RatingStars value={review.rating} />
        <time className={styles.date} dateTime={review.isoDate}>
          {review.date}
        </time>
      </header>
      <p className={styles.clinic}>{review.clinic}</p>
      <p className={styles.text}>{review.text}</p>
      {review.answer ? (
        <div className={styles.answer}>
          <p className={styles.answerTitle}>{m.answerFrom}</p>
          <p className={styles.text}>{review.answer}</p>
        </div>
      ) : null}
    </article>
  );
}
