import { pageHref } from "@optika/domain/pagination";
import { Pagination, RatingStars } from "@optika/ui";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { requestForm } from "../features/forms/request-form.server.ts";
import { LandingPage } from "../features/layout/LandingPage.tsx";
import { reviewsMessages as m } from "../features/reviews/messages.ts";
import { ReviewCard } from "../features/reviews/ReviewCard.tsx";
import { ReviewFilter } from "../features/reviews/ReviewFilter.tsx";
import { ReviewForm } from "../features/reviews/ReviewForm.tsx";
import styles from "../features/reviews/reviews.module.css";
import { loadReviewsPage, submitReviewForm, type TFormAnswer } from "../features/reviews/reviews.server.ts";
import { canonicalUrl } from "../features/seo/canonical.ts";
import { pageMeta } from "../features/seo/meta.ts";
import { pagedTitle } from "../features/seo/paged-title.ts";
import { apiContext, sharedApiContext } from "../server/api.server.ts";

/** /reviews: approved reviews by clinic and rating (paginated), each clinic's average, and the moderated form. */
export async function loader({ context, url }: LoaderFunctionArgs) {
  const page = await loadReviewsPage(context.get(sharedApiContext), url);
  const isFiltered = page.filter.store !== null || page.filter.rating !== null;
  return {
    ...page,
    // a filtered list is the same content as /reviews: its canonical is the unfiltered page
    canonical: canonicalUrl(url.origin, "/reviews", isFiltered ? 1 : page.pagination.page),
  };
}

export async function action({ context, request }: ActionFunctionArgs) {
  const answer = await submitReviewForm(context.get(apiContext), await requestForm(request));
  return answer.sent ? answer : data(answer, { status: 400 });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: pagedTitle(m.title, loaderData?.pagination.page),
    description: m.description,
    canonical: loaderData?.canonical,
  });

export default function ReviewsRoute() {
  const { reviews, pagination, summary, clinics, filter } = useLoaderData<typeof loader>();
  const answer = useActionData() as TFormAnswer | undefined;
  const hrefForPage = (page: number) => {
    const params = new URLSearchParams();
    if (filter.store) params.set("store", String(filter.store));
    if (filter.rating) params.set("rating", String(filter.rating));
    return pageHref("/reviews", params.toString(), page);
  };
  return (
    <LandingPage
      breadcrumbs={[{ label: m.home, href: "/" }, { label: m.title }]}
      title={m.title}
      lead={m.lead}
    >
      <div className={styles.layout}>
        <div>
          {summary.average !== null && summary.averageText ? (
            <p className={styles.summary}>
              <span className={styles.average}>{summary.averageText}</span>
              <RatingStars value={summary.average} size={20} />
              <span className={styles.muted}>{summary.countText}</span>
              <a href="#review-form" className={styles.toForm}>
                {m.formTitle}
              </a>
            </p>
          ) : null}
          <ReviewFilter clinics={clinics} store={filter.store} rating={filter.rating} />
          {reviews.length > 0 ? (
            <ul className={styles.list} aria-label={m.listLabel}>
              {reviews.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} headingLevel={2} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>{m.empty}</p>
          )}
          {pagination.pageCount > 1 ? (
            <Pagination
              page={pagination.page}
              perPage={pagination.perPage}
              total={pagination.total}
              hrefForPage={hrefForPage}
            />
          ) : null}
        </div>
        <ReviewForm clinics={clinics} answer={answer} />
      </div>
    </LandingPage>
  );
}
