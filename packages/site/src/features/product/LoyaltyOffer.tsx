import { openLoyaltySignIn } from "../auth/auth-dialog-store.ts";
import { useShopper } from "../shopper/use-shopper.ts";
import { productMessages as m } from "./messages.ts";
import styles from "./product.module.css";
import type { TLoyaltyOffer } from "./product-view-model.ts";

/**
 * The MyACUVUE programme's offer for a lens: labelled as the programme's, its members' price in
 * the text (not styled as a price of the shop), what it is and on which conditions; a shopper who is
 * not signed in to MyACUVUE (the programme on) gets the button that opens its sign-in.
 */
export function LoyaltyOffer({ offer, isProgrammeOn }: { offer: TLoyaltyOffer; isProgrammeOn: boolean }) {
  const { loyaltyProfile, isLoaded } = useShopper();
  const canSignIn = isProgrammeOn && isLoaded && loyaltyProfile === null;
  return (
    <aside className={styles.offer} aria-labelledby="loyalty-offer" data-loyalty-offer="">
      <h2 id="loyalty-offer" className={styles.offerLabel}>
        {m.offerLabel}
      </h2>
      {offer.price ? <p className={styles.offerPrice}>{m.offerPrice(offer.price)}</p> : null}
      {offer.description ? <p className={styles.offerText}>{offer.description}</p> : null}
      <p className={styles.offerConditions}>{m.offerConditions}</p>
      {canSignIn ? (
        <button type="button" className={styles.offerSignIn} onClick={openLoyaltySignIn}>
          {m.offerSignIn}
        </button>
      ) : null}
    </aside>
  );
}
