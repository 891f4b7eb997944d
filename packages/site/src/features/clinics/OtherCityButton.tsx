import { Button } from "@optika/ui";
import { useCityModal } from "../city/city-modal-context.ts";

/** Opens the city modal (clinics of another city). */
export function OtherCityButton({ label }: { label: string }) {
  const cityModal = useCityModal();
  return (
    <Button variant="ghost" size="sm" onClick={cityModal.open}>
      {label}
    </Button>
  );
}
