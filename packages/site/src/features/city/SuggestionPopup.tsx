import { CitySuggestion } from "@optika/ui";
import { goToCity } from "./choose-city.ts";
import { placeOf } from "./city-place.ts";

export type TSuggestionPopupProps = {
  guess: { id: number; name: string; subDomain: string };
  baseHost: string;
  partnerLabel?: string | undefined;
  /** The panel is answered: hide it. */
  onClose(): void;
  /** 'Изменить': open the city modal. */
  onChange(): void;
};

/**
 * 'Ваш город …?' in its own chunk (loaded only when there is something to ask). 'Да' accepts the
 * guess: accept_city + city_id, PUT cities/current, the guess's subdomain (spec §4).
 */
export default function SuggestionPopup({
  guess,
  baseHost,
  partnerLabel,
  onClose,
  onChange,
}: TSuggestionPopupProps) {
  return (
    <CitySuggestion
      cityName={guess.name}
      onAccept={() => {
        onClose();
        void goToCity(guess, placeOf(baseHost, partnerLabel), {
          doc: document,
          navigate: (url) => window.location.assign(url),
          isAccept: true,
        });
      }}
      onChange={() => {
        onClose();
        onChange();
      }}
    />
  );
}
