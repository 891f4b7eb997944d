import { NotificationModal, SuggestionSentModal } from "@optika/ui/notification-modal";
import type { TModalRequest } from "./notification-store.ts";

/** Loaded on the first notification: the modal asked for. */
export default function ModalHost({ request, onClose }: { request: TModalRequest; onClose: () => void }) {
  if (request.variant === "suggestion-sent") {
    return (
      <SuggestionSentModal
        open
        onClose={onClose}
        type={request.type}
        title={request.title}
        message={request.message}
      />
    );
  }
  return (
    <NotificationModal
      open
      onClose={onClose}
      type={request.type}
      message={request.message}
      title={request.title}
      buttonLink={request.buttonLink}
      buttonText={request.buttonText}
    />
  );
}
