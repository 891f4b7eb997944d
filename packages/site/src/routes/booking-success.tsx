import { russianDateOfIso } from "@optika/domain/dates";
import { formatServicePrice } from "@optika/domain/money";
import { Button } from "@optika/ui";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import styles from "../features/appointments/booking-end.module.css";
import { longDateLabel } from "../features/appointments/calendar-months.ts";
import { appointmentMessages as m } from "../features/appointments/messages.ts";
import { LandingPage } from "../features/layout/LandingPage.tsx";
import { pageMeta } from "../features/seo/meta.ts";
import { apiContext } from "../server/api.server.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /zapis/success?id={appointment}: what was booked, with 'add to calendar' (.ics from the API). */
export async function loader({ context, url }: LoaderFunctionArgs) {
  const id = url.searchParams.get("id") ?? "";
  if (!UUID.test(id)) return { appointment: null };
  const answer = await context.get(apiContext).appointments.get({ params: { id } });
  if (answer.status !== 200) return { appointment: null };
  const a = answer.body.appointment;
  return {
    appointment: {
      id: a.id,
      service: a.service.name,
      price: a.service.price,
      clinic: `${a.store.name}, ${a.store.address}`,
      phones: a.store.phones,
      specialist: `${a.specialist.name}, ${a.specialist.position}`,
      when: `${longDateLabel(a.date)} ${russianDateOfIso(a.date).split(" ").at(-1)}, ${a.time}`,
      calendarHref: `/api/appointments/${a.id}/calendar.ics`,
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ matches, loaderData }) => [
  // no booking behind the address: the page says so, and so does its title
  ...pageMeta(
    matches,
    loaderData?.appointment
      ? { title: m.success.title, description: m.success.lead }
      : { title: m.title, description: m.success.notFound },
  ),
  { name: "robots", content: "noindex" },
];

export default function BookingSuccessRoute() {
  const { appointment } = useLoaderData<typeof loader>();
  if (!appointment)
    return (
      <LandingPage
        breadcrumbs={[
          { label: m.home, href: "/" },
          { label: m.title, href: "/zapis" },
        ]}
        title={m.title}
        lead={m.success.notFound}
      >
        <Button href="/zapis">{m.success.more}</Button>
      </LandingPage>
    );
  const rows = [
    { term: m.summary.service, value: appointment.service },
    { term: m.summary.when, value: appointment.when },
    { term: m.summary.clinic, value: appointment.clinic },
    { term: m.summary.specialist, value: appointment.specialist },
    { term: m.summary.price, value: formatServicePrice(appointment.price) },
  ];
  return (
    <LandingPage
      breadcrumbs={[
        { label: m.home, href: "/" },
        { label: m.title, href: "/zapis" },
        { label: m.success.title },
      ]}
      title={m.success.title}
      lead={m.success.lead}
    >
      <dl className={styles.details}>
        {rows.map((row) => (
          <div key={row.term} className={styles.row}>
            <dt>{row.term}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        {/* a file from the API (through the /api proxy), not a page: a plain link */}
        <a href={appointment.calendarHref} download="zapis.ics" className={styles.calendarLink}>
          {m.success.addToCalendar}
        </a>
        <Button href="/zapis" variant="secondary">
          {m.success.more}
        </Button>
      </div>
    </LandingPage>
  );
}
