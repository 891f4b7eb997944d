import { CitySuggestion } from "@optika/ui";

/** The 'Ваш город …?' panel, split into its own chunk (loaded only when there is something to ask). */
export default function SuggestionPopup(props: { cityName: string; onAccept(): void; onChange(): void }) {
  return <CitySuggestion {...props} />;
}
