import type { TUserAddress } from "@optika/api-contract";
import { Button } from "@optika/ui";
import { SheetDialog } from "@optika/ui/sheet-dialog";
import styles from "./checkout.module.css";
import { isPickupAddress } from "./checkout-state.ts";
import { checkoutMessages as m } from "./messages.ts";

/**
 * The saved-address popup (spec §4): the shopper's addresses from past orders to choose from or
 * delete. Closing it without a choice puts back what was there before (the caller's reset).
 */
export default function AddressesDialog({
  isOpen,
  addresses,
  isLoading,
  notice,
  onChoose,
  onDelete,
  onClose,
}: {
  isOpen: boolean;
  addresses: TUserAddress[];
  isLoading: boolean;
  notice: string | null;
  onChoose: (address: TUserAddress) => void;
  onDelete: (address: TUserAddress) => void;
  onClose: () => void;
}) {
  return (
    <SheetDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={m.savedAddresses}
      closeLabel={m.close}
    >
      <div className={styles.dialogBody}>
        <div role="alert" aria-live="assertive">
          {notice ? <p className={styles.error}>{notice}</p> : null}
        </div>
        {!isLoading && addresses.length === 0 ? (
          <p className={styles.muted}>{m.savedAddressesEmpty}</p>
        ) : null}
        <ul className={styles.savedList}>
          {addresses.map((address) => (
            <li key={address.id} className={styles.saved} data-saved-address={address.id}>
              <p className={styles.savedKind}>{isPickupAddress(address) ? m.savedPickup : m.savedCourier}</p>
              <p className={styles.savedText}>
                {address.computed_address}
                {address.flat ? `, кв. ${address.flat}` : ""}
              </p>
              <div className={styles.savedActions}>
                <Button type="button" size="sm" onClick={() => onChoose(address)}>
                  {m.useAddress}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  aria-label={m.deleteAddress(address.computed_address)}
                  onClick={() => onDelete(address)}
                >
                  {m.delete}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </SheetDialog>
  );
}
