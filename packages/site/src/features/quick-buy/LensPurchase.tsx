import { deliveryTerms, parseProductIdList, shouldShowNotificationForm } from "@optika/domain/stock";
import { Button } from "@optika/ui";
import {
  EyeModeSwitch,
  OptionGroupField,
  OptionSet,
  OptionSets,
  quickBuyUiMessages,
} from "@optika/ui/quick-buy";
import { lazy, Suspense, useId, useState } from "react";
import { useAddToCart } from "../cart/cart-queries.ts";
import { useLayoutData } from "../layout/use-layout.ts";
import { notify } from "../notifications/notification-store.ts";
import { LensRequestForm } from "./LensRequestForm.tsx";
import { quickBuyMessages as m } from "./messages.ts";
import type { TPurchasePreset } from "./preset-cascade.ts";
import { describeSet, eyeOf, type TPurchaseProduct } from "./purchase-product.ts";
import styles from "./quick-buy.module.css";
import type { TSetAvailability } from "./set-availability.ts";
import { type TPurchaseSet, useLensPurchase } from "./use-lens-purchase.ts";

// the request popup (Radix dialog) arrives on its first open: the product page preloads no dialog code
const LensRequestDialog = lazy(() => import("./LensRequestDialog.tsx"));

export interface ILensPurchaseProps {
  product: TPurchaseProduct;
  cityId: number;
  cityName: string;
  /** options to start with (a MyACUVUE fitting) */
  preset?: TPurchasePreset | undefined;
  /** after every line is in the cart (quick-buy closes) */
  onAdded?: () => void;
}

function setTitle(mode: "same" | "various", index: number): string {
  if (mode === "same") return quickBuyUiMessages.bothEyes;
  return index === 0 ? quickBuyUiMessages.rightEye : quickBuyUiMessages.leftEye;
}

function SetStatus({ availability, cityName }: { availability: TSetAvailability | null; cityName: string }) {
  if (!availability) return null;
  if (availability.state === "loading")
    return (
      <p className={styles.status} role="status">
        {m.checking}
      </p>
    );
  if (availability.state === "error")
    return (
      <p className={`${styles.status} ${styles.statusNo}`} role="status">
        {m.checkFailed}
      </p>
    );
  const text = availability.isInCity
    ? m.inCity(cityName)
    : availability.hasStock
      ? m.notInCity(cityName)
      : m.noStock;
  return (
    <p
      className={`${styles.status} ${availability.isInCity ? styles.statusYes : styles.statusNo}`}
      role="status"
      data-set-stock={availability.isInCity ? "city" : availability.hasStock ? "elsewhere" : "none"}
    >
      {text}
    </p>
  );
}

/**
 * Choosing a lens (or any product with modifications) and adding it to the cart: eye mode, the
 * option groups of each eye set by the domain's cascade, stock per set, delivery dates or terms,
 * and the out-of-stock request. One component for the quick-buy popup and the product page.
 */
export function LensPurchase({ product, cityId, cityName, onAdded, preset }: ILensPurchaseProps) {
  const purchase = useLensPurchase(product, cityId, preset);
  const layout = useLayoutData();
  const addToCart = useAddToCart();
  const [isAdding, setAdding] = useState(false);
  const [requestSet, setRequestSet] = useState<TPurchaseSet | null>(null);
  const [hasRequested, setHasRequested] = useState(false);
  // the set a zero-stock notification was sent for (its message): sent once, the form gives way
  const [notifiedMessage, setNotifiedMessage] = useState<string | null>(null);
  const radioName = useId();
  const isLens = product.groups.some((group) => group.code === "sphere");
  const { sets, eyeMode } = purchase;

  const readySets = sets.flatMap((set) =>
    set.availability?.state === "ready" ? [{ set, availability: set.availability }] : [],
  );
  const isAllReady = readySets.length === sets.length;
  const allInCity = isAllReady && readySets.every(({ availability }) => availability.isInCity);
  const unstocked = readySets.filter(({ availability }) => !availability.hasStock);
  const vars = layout?.vars ?? {};
  const terms = isAllReady
    ? deliveryTerms({
        clock: Date.now,
        allSetsInStock: allInCity,
        productId: product.id,
        manufacturer: product.manufacturer,
        vars: {
          deliveryTerm: vars.deliveryTerm ?? vars.deliveryTerms ?? "",
          mainManufacturer: vars.mainManufacturer,
          mainManufacturerDeliveryTerm: vars.mainManufacturerDeliveryTerm,
        },
      })
    : null;
  const showsNotification =
    isAllReady &&
    shouldShowNotificationForm({
      productId: product.id,
      zeroStockProductIds: parseProductIdList(vars.productsUnavailableAtZeroStock),
      allSetsInStock: allInCity,
    });

  const onAdd = async () => {
    const result = purchase.validate();
    if (!result.ok) {
      notify(result.message, "error");
      const first = result.missing[0];
      if (first) {
        document
          .querySelector(`[data-eye-set="${first.set}"] [data-option-group="${first.groupId}"]`)
          ?.scrollIntoView({ behavior: "smooth", block: "center" });
      }
      return;
    }
    if (!isAllReady || unstocked.length > 0) return;
    setAdding(true);
    try {
      for (const { set, availability } of readySets) {
        if (availability.modificationId === null) continue;
        await addToCart.mutateAsync({
          product_id: product.id,
          modification_id: availability.modificationId,
          quantity: 1,
          // the eye goes with lens lines only (the cart labels them by it)
          options: isLens ? { eye: eyeOf(eyeMode, set.index) } : {},
        });
      }
      onAdded?.();
    } catch {
      // the cart hook has shown the server's first message (spec §8)
    } finally {
      setAdding(false);
    }
  };

  const requestOf = (set: TPurchaseSet) => {
    const availability = set.availability?.state === "ready" ? set.availability : null;
    return {
      productId: product.id,
      modificationId: availability?.modificationId ?? null,
      message: m.requestMessage(
        product.name,
        `${m.eyeNames[eyeOf(eyeMode, set.index)]} — ${describeSet(
          product,
          set.chosen.map(([, variantId]) => variantId),
        )}`,
      ),
    };
  };
  const firstUnstocked = unstocked[0]?.set ?? null;
  const notifyRequest = firstUnstocked ? requestOf(firstUnstocked) : null;
  // the shopper's way on: add to the cart; for a set out of stock, a request for it, or (a product
  // of the zero-stock list) the notification form above, and no button beside it
  const nextStep = firstUnstocked === null ? "add" : showsNotification ? "notify" : "request";

  /** A group's title as the product names it, else the view's own name. */
  const groupTitle = (view: { groupId: number; name: string }) =>
    product.groups.find((g) => g.groupId === view.groupId)?.title ?? view.name;

  return (
    <div className={styles.purchase} data-lens-purchase={product.id}>
      {isLens ? <EyeModeSwitch mode={eyeMode} onChange={purchase.setEyeMode} name={radioName} /> : null}
      <OptionSets isTwo={sets.length > 1}>
        {sets.map((set) => (
          <OptionSet
            key={set.index}
            setIndex={set.index}
            title={isLens ? setTitle(eyeMode, set.index) : undefined}
            footer={<SetStatus availability={set.availability} cityName={cityName} />}
          >
            {set.views.map((view, index) => {
              // the group right after the first one unchosen says which to choose (once, not under
              // every later group)
              const waitingFor = set.views[index - 1];
              const isFirstWaiting =
                waitingFor !== undefined &&
                waitingFor.selectedId === null &&
                set.views.slice(0, index - 1).every((earlier) => earlier.selectedId !== null);
              return (
                <OptionGroupField
                  key={view.groupId}
                  groupId={view.groupId}
                  title={groupTitle(view)}
                  options={view.options}
                  selectedId={view.selectedId}
                  isEnabled={view.isEnabled}
                  isUnavailable={view.isUnavailable}
                  isMissing={purchase.isMissing(set.index, view.groupId)}
                  waitingFor={isFirstWaiting ? groupTitle(waitingFor) : undefined}
                  onSelect={(variantId) => purchase.select(set.index, view.groupId, variantId)}
                />
              );
            })}
          </OptionSet>
        ))}
      </OptionSets>

      {terms ? (
        <div className={styles.terms} data-delivery-terms={terms.kind}>
          {terms.kind === "dates" ? (
            <>
              <p>{terms.pickupText}</p>
              <p>{terms.courierText}</p>
            </>
          ) : (
            <p>{terms.text}</p>
          )}
        </div>
      ) : null}

      {showsNotification && notifyRequest ? (
        <section className={styles.notify} aria-label={m.notifyTitle}>
          <h3 className={styles.notifyTitle}>{m.notifyTitle}</h3>
          {notifiedMessage === notifyRequest.message ? (
            <p className={styles.hint} role="status">
              {m.notifySent}
            </p>
          ) : (
            <LensRequestForm
              request={notifyRequest}
              hint={m.notifyHint}
              onSent={() => setNotifiedMessage(notifyRequest.message)}
            />
          )}
        </section>
      ) : null}

      {nextStep === "request" && firstUnstocked ? (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => {
              setRequestSet(firstUnstocked);
              setHasRequested(true);
            }}
          >
            {m.requestOffer}
          </Button>
        </div>
      ) : null}
      {nextStep === "add" ? (
        <div className={styles.actions}>
          <Button
            variant="primary"
            size="lg"
            onClick={onAdd}
            disabled={isAdding || sets.some((set) => set.availability?.state === "loading")}
            data-add-to-cart=""
          >
            {isAdding ? m.adding : m.addToCart}
          </Button>
        </div>
      ) : null}

      {hasRequested && requestSet ? (
        <Suspense fallback={null}>
          <LensRequestDialog
            isOpen={requestSet !== null}
            onOpenChange={(isOpen) => {
              if (!isOpen) setRequestSet(null);
            }}
            request={requestOf(requestSet)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
