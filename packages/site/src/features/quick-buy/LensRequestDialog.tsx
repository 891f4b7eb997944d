import { PurchaseDialog } from "@optika/ui/quick-buy-dialog";
import { LensRequestForm } from "./LensRequestForm.tsx";
import { quickBuyMessages as m } from "./messages.ts";
import type { TLensRequestInput } from "./send-lens-request.ts";

/** The out-of-stock lens request popup (spec §2 Modals), loaded on first open; closes once sent. */
export default function LensRequestDialog({
  isOpen,
  onOpenChange,
  request,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  request: Omit<TLensRequestInput, "name" | "phone">;
}) {
  return (
    <PurchaseDialog isOpen={isOpen} onOpenChange={onOpenChange} title={m.requestTitle}>
      <LensRequestForm request={request} hint={m.requestHint} onSent={() => onOpenChange(false)} />
    </PurchaseDialog>
  );
}
