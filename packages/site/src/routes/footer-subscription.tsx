import { type ActionFunctionArgs, data, type MetaFunction, useActionData } from "react-router";
import { FooterSubscription } from "../features/footer-subscription/FooterSubscription.tsx";
import styles from "../features/footer-subscription/footer-subscription-page.module.css";
import { subscriptionMessages as m } from "../features/footer-subscription/messages.ts";
import { subscribeToNews } from "../features/footer-subscription/subscribe-to-news.ts";
import { requestForm } from "../features/forms/request-form.server.ts";
import { LandingPage } from "../features/layout/LandingPage.tsx";
import { pageMeta } from "../features/seo/meta.ts";
import { apiContext } from "../server/api.server.ts";

/**
 * /podpiska: the news subscription on a page of its own. The footer's form posts here when the
 * browser runs no script; the answer (thanks, or the e-mail's problem with what was typed) is shown
 * in the same form, with 400 for the address's problem, 429 or 503 when the API refused or failed.
 * With script the footer sends through /api and never comes here.
 */
export async function action({ context, request }: ActionFunctionArgs) {
  const form = await requestForm(request);
  const email = typeof form.get("email") === "string" ? String(form.get("email")) : "";
  const api = context.get(apiContext);
  const result = await subscribeToNews(email, (body) => api.marketing.footerSubscription({ body }));
  return result.kind === "sent"
    ? { done: result.message }
    : data({ error: result.error, email: email.slice(0, 254) }, { status: result.status });
}

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: m.title, description: m.description }),
  { name: "robots", content: "noindex" },
];

export default function FooterSubscriptionRoute() {
  const answer = useActionData<typeof action>();
  return (
    <LandingPage
      breadcrumbs={[{ label: m.home, href: "/" }, { label: m.title }]}
      title={m.title}
      lead={m.lead}
    >
      <div className={styles.onPage}>
        <FooterSubscription key={answer ? JSON.stringify(answer) : "empty"} answer={answer} />
      </div>
    </LandingPage>
  );
}
