import { Button, ChoiceList } from "@optika/ui";
import type { TClinicOption } from "../appointments/booking-view.ts";
import { appointmentMessages as m } from "../appointments/messages.ts";
import { useCityModal } from "../city/city-modal-context.ts";
import styles from "./clinics.module.css";
import { LazyClinicMap } from "./LazyClinicMap.tsx";
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
      <LazyClinicMap
        points={clinics.map((c) => ({ ...c, href: hrefFor(c.id) }))}
        label={m.mapLabel}
        actionLabel={m.chooseOnMap}
        showLabel={m.showMap}
        hideLabel={m.hideMap}
        loadingLabel={m.mapLoading}
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
