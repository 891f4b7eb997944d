import { Button, ChoiceList } from "@optika/ui";
import type { TClinicOption } from "../appointments/booking-view.ts";
import { appointmentMessages as m } from "../appointments/messages.ts";
import { useCityModal } from "../city/city-modal-context.ts";
import { MapToggle } from "../maps/MapToggle.tsx";
import styles from "./clinics.module.css";
import { useCityName } from "./use-city-name.ts";

export interface IClinicChooserProps {
  clinics: TClinicOption[];
  hrefFor: (clinicId: number) => string;
}

/** The clinic step: the current city's clinics as a list, a map on demand, another city via the city modal. */
export function ClinicChooser({ clinics, hrefFor }: IClinicChooserProps) {
  const cityModal = useCityModal();
  const cityName = useCityName();
  return (
    <div className={styles.chooser}>
      <div className={styles.chooserBar}>
        <p className={styles.cityLine}>{m.clinicsIn(cityName)}</p>
        <Button variant="ghost" size="sm" onClick={cityModal.open}>
          {m.otherCity}
        </Button>
      </div>
      <MapToggle
        points={clinics.map((c) => ({ ...c, href: hrefFor(c.id) }))}
        label={m.mapLabel}
        actionLabel={m.chooseOnMap}
      />
      <ChoiceList
        label={m.clinicsLabel}
        emptyText={m.noClinics(cityName)}
        choices={clinics.map((c) => ({
          key: String(c.id),
          title: c.name,
          details: `${c.address} · ${c.hours}`,
          href: hrefFor(c.id),
        }))}
      />
    </div>
  );
}
