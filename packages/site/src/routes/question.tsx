import { Picture } from "@optika/ui";
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
import styles from "../features/questions/questions.module.css";
import { loadQuestionPage, submitQuestionForm } from "../features/questions/questions.server.ts";
import layout from "../features/reviews/reviews.module.css";
import type { TFormAnswer } from "../features/reviews/reviews.server.ts";
import { pageMeta } from "../features/seo/meta.ts";
import { StructuredData } from "../features/seo/StructuredData.tsx";
import { apiContext, sharedApiContext } from "../server/api.server.ts";

/** /questions-specialist/{id}: the question, the specialist's answer, related questions, the form. */
export async function loader({ context, url, params }: LoaderFunctionArgs) {
  const page = await loadQuestionPage(context.get(sharedApiContext), params.question ?? "");
  const pageUrl = `${url.origin}${page.question.href}`;
  return {
    ...page,
    canonical: pageUrl,
    structuredData: {
      "@context": "https://schema.org",
      "@type": "QAPage",
      mainEntity: {
        "@type": "Question",
        name: page.question.text,
        text: page.question.text,
        answerCount: 1,
        author: { "@type": "Person", name: page.question.author },
        acceptedAnswer: {
          "@type": "Answer",
          text: page.question.answer.join("\n\n"),
          url: pageUrl,
          dateCreated: page.question.answeredIso,
          ...(page.question.specialist
            ? {
                author: {
                  "@type": "Person",
                  name: page.question.specialist.name,
                  jobTitle: page.question.specialist.position,
                },
              }
            : {}),
        },
      },
    },
  };
}

export async function action({ context, request }: ActionFunctionArgs) {
  const answer = await submitQuestionForm(context.get(apiContext), await requestForm(request));
  return answer.sent ? answer : data(answer, { status: 400 });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(matches, {
        title: m.questionMetaTitle(loaderData.question.text),
        description: m.questionDescription(loaderData.question.answer[0] ?? loaderData.question.text),
        canonical: loaderData.canonical,
      })
    : [];

export default function QuestionRoute() {
  const { question, related, allTopics, structuredData } = useLoaderData<typeof loader>();
  const answer = useActionData() as TFormAnswer | undefined;
  return (
    <LandingPage
      breadcrumbs={[
        { label: m.home, href: "/" },
        { label: m.title, href: "/questions-specialist" },
        { label: question.topic.name, href: `/questions-specialist?topic=${question.topic.slug}` },
        { label: m.questionMetaTitle(question.text) },
      ]}
      title={question.text}
      lead={m.asked(question.author, question.askedDate)}
    >
      <div className={layout.layout}>
        <div>
          <section className={styles.answer} aria-labelledby="answer-by">
            {question.specialist ? (
              <div className={styles.specialist}>
                {question.specialist.photo ? (
                  <Picture
                    src={question.specialist.photo.src}
                    sources={question.specialist.photo.sources}
                    sizes="72px"
                    width={72}
                    height={72}
                    alt=""
                    className={styles.portrait}
                  />
                ) : (
                  <div className={styles.portrait} aria-hidden="true" />
                )}
                <div>
                  <p className={styles.muted} id="answer-by">
                    {m.answeredBy}
                  </p>
                  <p className={styles.specialistName}>
                    <a href={`/specialists/${question.specialist.id}`}>{question.specialist.name}</a>
                  </p>
                  <p className={styles.muted}>{question.specialist.position}</p>
                </div>
              </div>
            ) : (
              <p className={styles.muted} id="answer-by">
                {m.answeredBy}
              </p>
            )}
            {question.answer.map((paragraph) => (
              <p key={paragraph} className={styles.prose}>
                {paragraph}
              </p>
            ))}
          </section>
          {related.length > 0 ? (
            <section aria-labelledby="related-title">
              <h2 id="related-title" className={styles.sectionTitle}>
                {m.related}
              </h2>
              <ul className={styles.related}>
                {related.map((q) => (
                  <li key={q.id}>
                    <a href={q.href}>{q.text}</a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <a href="/questions-specialist">{m.backToList}</a>
        </div>
        <AskQuestionForm
          topics={allTopics}
          answer={answer}
          action={question.href}
          defaultTopic={question.topic.slug}
        />
      </div>
      <StructuredData data={structuredData} />
    </LandingPage>
  );
}
