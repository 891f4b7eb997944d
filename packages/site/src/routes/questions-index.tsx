import { pageHref } from "@optika/domain/pagination";
import { Pagination } from "@optika/ui";
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
import { AskQuestionForm } from "../features/questions/AskQuestionForm.tsx";
import { questionsMessages as m } from "../features/questions/messages.ts";
import { QuestionCard } from "../features/questions/QuestionCard.tsx";
import styles from "../features/questions/questions.module.css";
import { loadQuestionsPage, submitQuestionForm } from "../features/questions/questions.server.ts";
import { TopicTabs } from "../features/questions/TopicTabs.tsx";
import layout from "../features/reviews/reviews.module.css";
import type { TFormAnswer } from "../features/reviews/reviews.server.ts";
import { canonicalUrl } from "../features/seo/canonical.ts";
import { pageMeta } from "../features/seo/meta.ts";
import { pagedTitle } from "../features/seo/paged-title.ts";
import { apiContext, sharedApiContext } from "../server/api.server.ts";

/** /questions-specialist: answered questions by topic (paginated) and the form to ask one. */
export async function loader({ context, url }: LoaderFunctionArgs) {
  const page = await loadQuestionsPage(context.get(sharedApiContext), url);
  const base = page.topic ? `/questions-specialist?topic=${page.topic.slug}` : "/questions-specialist";
  return { ...page, canonical: canonicalUrl(url.origin, base, page.pagination.page) };
}

export async function action({ context, request }: ActionFunctionArgs) {
  const answer = await submitQuestionForm(context.get(apiContext), await requestForm(request));
  return answer.sent ? answer : data(answer, { status: 400 });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: pagedTitle(
      loaderData?.topic ? m.topicTitle(loaderData.topic.name) : m.title,
      loaderData?.pagination.page,
    ),
    description: m.description,
    canonical: loaderData?.canonical,
  });

export default function QuestionsRoute() {
  const { questions, pagination, topics, allTopics, topic } = useLoaderData<typeof loader>();
  const answer = useActionData() as TFormAnswer | undefined;
  const title = topic ? m.topicTitle(topic.name) : m.title;
  const breadcrumbs = topic
    ? [{ label: m.home, href: "/" }, { label: m.title, href: "/questions-specialist" }, { label: topic.name }]
    : [{ label: m.home, href: "/" }, { label: m.title }];
  return (
    <LandingPage breadcrumbs={breadcrumbs} title={title} lead={m.lead}>
      <TopicTabs topics={topics} current={topic?.slug ?? null} />
      <div className={layout.layout}>
        <div>
          {questions.length > 0 ? (
            <ul className={styles.list} aria-label={m.listLabel}>
              {questions.map((q) => (
                <li key={q.id}>
                  <QuestionCard question={q} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{m.empty}</p>
          )}
          {pagination.pageCount > 1 ? (
            <Pagination
              page={pagination.page}
              perPage={pagination.perPage}
              total={pagination.total}
              hrefForPage={(p) => pageHref("/questions-specialist", topic ? `topic=${topic.slug}` : "", p)}
            />
          ) : null}
        </div>
        <AskQuestionForm
          topics={allTopics}
          answer={answer}
          action={topic ? `/questions-specialist?topic=${topic.slug}` : "/questions-specialist"}
          defaultTopic={topic?.slug}
        />
      </div>
    </LandingPage>
  );
}
