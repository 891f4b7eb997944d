export {
  type INotificationModalProps,
  NotificationModal,
  type TNotificationType,
} from "./NotificationModal.tsx";
export {
  type ISuggestionSentModalProps,
  SuggestionSentModal,
  type TSuggestionSentType,
} from "./SuggestionSentModal.tsx";
export { sanitizeHtml } from "./sanitize-html.ts";
