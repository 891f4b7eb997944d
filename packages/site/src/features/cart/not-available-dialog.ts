import { showNotification } from "../notifications/notification-store.ts";
import { cartMessages as m } from "./messages.ts";

/** The not-available dialog (spec §2 Modals): the shell's notification modal with a request link. */
export function showNotAvailableDialog(): void {
  showNotification({
    type: "other",
    title: m.notAvailableTitle,
    message: m.notAvailableText,
    buttonLink: "/bystraya-zapis",
    buttonText: m.notAvailableLink,
  });
}
