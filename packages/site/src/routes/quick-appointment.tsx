import { Button } from "@optika/ui";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import styles from "../features/appointments/booking-end.module.css";
import type { TContactsErrors } from "../features/appointments/contacts-validation.ts";
import { appointmentMessages as m } from "../features/appointments/messages.ts";
import { QuickRequestForm } from "../features/appointments/QuickRequestForm.tsx";
import { sendQuickRequest } from "../features/appointments/quick-request.server.ts";
import { requestForm } from "../features/forms/request-form.server.ts";
import { LandingPage } from "../features/layout/LandingPage.tsx";
import { pageMeta } from "../features/seo/meta.ts";
import { apiContext, sharedApiContext } from "../server/api.server.ts";
import { expectOk } from "../server/api-response.ts";

/** /bystraya-zapis: the quick request (the header's appointment button on the main brand leads here). */
export async function loader({ context, url }: LoaderFunctionArgs) {
  const api = context.get(sharedApiContext);
  const [services, clinics] = await Promise.all([
    api.clinics.listServices({ query: {} }),
    api.clinics.listClinics({ query: {} }),
  ]);
  return {
    services: expectOk(services).categories.flatMap((c) =>
      c.services.map((s) => ({ id: s.id, label: s.name })),
    ),
    clinics: expectOk(clinics).clinics.map((c) => ({ id: c.id, label: `${c.name}, ${c.address}` })),
    canonical: `${url.origin}/bystraya-zapis`,
  };
}

export async function action({ context, request }: ActionFunctionArgs) {
  const result = await sendQuickRequest(context.get(apiContext), await requestForm(request));
  return result.kind === "sent" ? { sent: true as const } : data({ errors: result.errors }, { status: 400 });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: m.quick.title,
    description: m.quick.description,
    canonical: loaderData?.canonical,
  });

export default function QuickAppointmentRoute() {
  const { services, clinics } = useLoaderData<typeof loader>();
  const answer = useActionData() as { sent?: true; errors?: TContactsErrors } | undefined;
  const breadcrumbs = [{ label: m.home, href: "/" }, { label: m.quick.title }];
  if (answer?.sent)
    return (
      <LandingPage breadcrumbs={breadcrumbs} title={m.quick.title} lead={m.quick.sentLead}>
        <p className={styles.sent} role="status">
          {m.quick.sent}
        </p>
        <div className={styles.actions}>
          <Button href="/bystraya-zapis">{m.quick.again}</Button>
          <Button href="/zapis" variant="secondary">
            {m.quick.book}
          </Button>
        </div>
      </LandingPage>
    );
  return (
    <LandingPage breadcrumbs={breadcrumbs} title={m.quick.title} lead={m.quick.lead}>
      <div className={styles.narrow}>
        <QuickRequestForm services={services} clinics={clinics} serverErrors={answer?.errors} />
        <p className={styles.aside}>
          {m.quick.orBook} <a href="/zapis">{m.quick.book}</a>
        </p>
      </div>
    </LandingPage>
  );
}
