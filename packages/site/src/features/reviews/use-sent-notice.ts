import { type RefObject, useEffect } from "react";
import { reachGoal } from "../metrics/reach-goal.ts";
import { showSuggestionSent } from "../notifications/notification-store.ts";

/**
 * After a moderated form was stored: the suggestion-sent notification (spec §2: title, message,
 * type okay), the form emptied and, when given, the metrics goal. Runs once per answer.
 */
export function useSentNotice(
  answer: { sent?: boolean; message?: string } | undefined,
  notice: { title: string; goal?: string },
  formRef: RefObject<HTMLFormElement | null>,
): void {
  useEffect(() => {
    if (!answer?.sent) return;
    formRef.current?.reset();
    showSuggestionSent({ type: "okay", title: notice.title, message: answer.message });
    if (notice.goal) reachGoal(notice.goal);
  }, [answer, notice.title, notice.goal, formRef]);
}
