import { FooterSubscriptionForm } from "@optika/ui";
import { type FormEvent, useState } from "react";
import type { TPostSubscription } from "./subscribe-to-news.ts";

/** Where the form posts without script, and the page that answers it. */
export const SUBSCRIPTION_PAGE = "/podpiska";
export const POLICY_PAGE = "/company/law/policy-personal-data";

type TAnswer = { done?: string | undefined; error?: string | undefined; email?: string | undefined };

/**
 * The footer's news subscription: checks the e-mail with the domain's rule, sends it to the
 * marketing service through the API and thanks in place; without script the form posts to
 * /podpiska, which answers with the same form (`answer` carries that page's result). The footer is on
 * every page: the rule and the sending are loaded on the first submit, not with the page.
 */
export function FooterSubscription({
  answer,
  post,
}: {
  answer?: TAnswer | undefined;
  /** the request (tests); the browser's JSON post through /api otherwise */
  post?: TPostSubscription | undefined;
}) {
  const [email, setEmail] = useState(answer?.email ?? "");
  const [state, setState] = useState<{ done?: string; error?: string; isSending: boolean }>({
    ...(answer?.done ? { done: answer.done } : {}),
    ...(answer?.error ? { error: answer.error } : {}),
    isSending: false,
  });
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.isSending) return;
    setState({ isSending: true });
    const { subscribeToNews, postFromBrowser } = await import("./subscribe-to-news.ts");
    const result = await subscribeToNews(email, post ?? postFromBrowser);
    setState(
      result.kind === "sent"
        ? { done: result.message, isSending: false }
        : { error: result.error, isSending: false },
    );
  };
  return (
    <FooterSubscriptionForm
      action={SUBSCRIPTION_PAGE}
      policyHref={POLICY_PAGE}
      email={email}
      error={state.error}
      done={state.done}
      isSending={state.isSending}
      onEmailChange={(value) => {
        setEmail(value);
        if (state.error) setState({ isSending: false });
      }}
      onSubmit={onSubmit}
    />
  );
}
