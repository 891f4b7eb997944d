import { Button } from "@optika/ui";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from "react-router";
import { MyAppointmentCard } from "../features/appointments/MyAppointmentCard.tsx";
import { appointmentMessages as am } from "../features/appointments/messages.ts";
import { myAppointmentView } from "../features/appointments/my-appointment-view.ts";
import styles from "../features/appointments/my-appointments.module.css";
import { requireUser } from "../features/auth/require-user.server.ts";
import { requestForm } from "../features/forms/request-form.server.ts";
import { profileMessages as m } from "../features/profile/messages.ts";
import { ProfileFrame } from "../features/profile/ProfileFrame.tsx";
import { PERSONAL_HEADERS, profileBody } from "../features/profile/profile-data.server.ts";
import { personalPageMeta } from "../features/profile/profile-meta.ts";
import { apiContext } from "../server/api.server.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /profile/zapis: the signed-in shopper's upcoming and past appointments (guests → /authorization). */
export async function loader({ context, url }: LoaderFunctionArgs) {
  await requireUser({ url, context });
  const { upcoming, past } = profileBody(url, await context.get(apiContext).appointments.listMine());
  return { upcoming: upcoming.map(myAppointmentView), past: past.map(myAppointmentView) };
}

/** Cancels one appointment (the API frees its slot); a refusal comes back as the card's message. */
export async function action({ request, context, url }: ActionFunctionArgs) {
  const id = (await requestForm(request)).get("id");
  if (typeof id !== "string" || !UUID.test(id)) return { error: "Запись не найдена" };
  const answer = await context.get(apiContext).appointments.cancelMine({ params: { id } });
  if (answer.status === 200) return { cancelled: true };
  if (answer.status === 401) return profileBody(url, answer);
  const body = answer.body as { message?: string } | null;
  return { error: body?.message ?? "Ошибка сервера" };
}

export const headers = () => PERSONAL_HEADERS;
export const meta: MetaFunction = ({ matches }) => personalPageMeta(matches, m.appointments);

export default function ProfileAppointmentsRoute() {
  const { upcoming, past } = useLoaderData<typeof loader>();
  return (
    <ProfileFrame title={m.appointments}>
      {upcoming.length === 0 && past.length === 0 ? <p className={styles.line}>{am.mine.none}</p> : null}
      <Button href="/zapis">{am.mine.book}</Button>
      {upcoming.length > 0 || past.length > 0 ? (
        <>
          <h2 className={styles.heading}>{am.mine.upcoming}</h2>
          {upcoming.length === 0 ? <p className={styles.line}>{am.mine.noUpcoming}</p> : null}
          <ul className={styles.list}>
            {upcoming.map((a) => (
              <li key={a.id}>
                <MyAppointmentCard appointment={a} isPast={false} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {past.length > 0 ? (
        <>
          <h2 className={styles.heading}>{am.mine.past}</h2>
          <ul className={styles.list}>
            {past.map((a) => (
              <li key={a.id}>
                <MyAppointmentCard appointment={a} isPast />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </ProfileFrame>
  );
}
