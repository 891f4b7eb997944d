import { safeReturnPath } from "@optika/domain/urls";
import { Button } from "@optika/ui";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import styles from "../features/appointments/booking-end.module.css";
import { appointmentMessages as m } from "../features/appointments/messages.ts";
import { LandingPage } from "../features/layout/LandingPage.tsx";
import { pageMeta } from "../features/seo/meta.ts";

/** /zapis/error?back=…: the booking failed; 'Повторить' returns to the same choice (a local wizard path only). */
export function loader({ url }: LoaderFunctionArgs) {
  const back = safeReturnPath(url.searchParams.get("back"));
  const isWizard =
    /^\/(?:zapis|appointment\/appointment)(?:[/?]|$)/.test(back) && !back.startsWith("/zapis/error");
  return { retryHref: isWizard ? back : "/zapis" };
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  ...pageMeta(matches, { title: m.error.title, description: m.error.lead }),
  { name: "robots", content: "noindex" },
];

export default function BookingErrorRoute() {
  const { retryHref } = useLoaderData<typeof loader>();
  return (
    <LandingPage
      breadcrumbs={[
        { label: m.home, href: "/" },
        { label: m.title, href: "/zapis" },
        { label: m.error.title },
      ]}
      title={m.error.title}
      lead={m.error.lead}
    >
      <div className={styles.actions}>
        <Button href={retryHref}>{m.error.retry}</Button>
        <Button href="/zapis" variant="secondary">
          {m.error.start}
        </Button>
      </div>
    </LandingPage>
  );
}
