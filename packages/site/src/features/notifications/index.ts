export {
  type INotificationRequest,
  type ISuggestionSentRequest,
  notify,
  showNotification,
  showSuggestionSent,
  type TNotifyKind,
} from "./notification-store.ts";
