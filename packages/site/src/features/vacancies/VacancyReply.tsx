import { Button } from "@optika/ui";
import { useEffect } from "react";
import { notify } from "../notifications/notification-store.ts";
import { vacanciesMessages as m } from "./messages.ts";
import type { TVacancyReplyErrors, TVacancyReplyValues } from "./send-vacancy-reply.server.ts";
import { VacancyReplyForm } from "./VacancyReplyForm.tsx";
import styles from "./vacancies.module.css";

/** The reply section of /vakansii: the form, or the thanks once the reply is stored (with a toast). */
export function VacancyReply({
  vacancies,
  selectedId,
  answer,
}: {
  vacancies: readonly { id: number; title: string; city: string }[];
  selectedId: number | null;
  answer: { sent?: true; errors?: TVacancyReplyErrors; values?: TVacancyReplyValues } | undefined;
}) {
  const isSent = answer?.sent === true;
  useEffect(() => {
    if (isSent) notify(m.sentToast, "success");
  }, [isSent]);
  return (
    <section id="otklik" className={styles.reply} aria-labelledby="otklik-title">
      <h2 id="otklik-title" className={styles.replyTitle}>
        {m.formTitle}
      </h2>
      {isSent ? (
        <>
          <p className={styles.sent} role="status">
            {m.sent}
          </p>
          <Button href="/vakansii#otklik" variant="secondary">
            {m.again}
          </Button>
        </>
      ) : (
        <>
          <p className={styles.replyLead}>{m.formLead}</p>
          <VacancyReplyForm
            vacancies={vacancies}
            selectedId={answer?.values?.vacancyId ?? selectedId}
            serverErrors={answer?.errors}
            values={answer?.values}
          />
        </>
      )}
    </section>
  );
}
