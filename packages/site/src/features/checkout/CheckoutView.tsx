import type { TCart, TCheckoutData, TPickupPoints, TUserAddress } from "@optika/api-contract";
import { bonusesAccrued } from "@optika/domain/commerce";
import { formatPhoneInput } from "@optika/domain/phone";
import { Button, CartIcon, EmptyState } from "@optika/ui";
import { useQueryClient } from "@tanstack/react-query";
import {
  type FormEvent,
  lazy,
  Suspense,
  useEffect,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { Form, useActionData, useLocation, useNavigation } from "react-router";
import { cartAnalyticsItems } from "../analytics/analytics-items.ts";
import { useEcommerceEvent } from "../analytics/use-ecommerce-event.ts";
import { NamePhoneFields, useContactsForm } from "../appointments/contact-fields.tsx";
import { CART_QUERY_KEY, useCart } from "../cart/cart-queries.ts";
import type { TCheckoutPrefill } from "../orders/repeat-order.ts";
import type { TContactPrefill } from "../profile/contact-prefill.server.ts";
import { shopperStore } from "../shopper/shopper-store.ts";
import { useAttemptKey } from "./attempt-key.ts";
import { CourierSection } from "./CourierSection.tsx";
import styles from "./checkout.module.css";
import type { TCheckoutActionData } from "./checkout-action.server.ts";
import {
  calculateDelivery,
  failureMessage,
  useBonuses,
  useCertificateCheck,
  useCheckoutVouchers,
  useDeleteAddress,
  usePromoCheck,
  useUserAddresses,
} from "./checkout-queries.ts";
import {
  checkoutReducer,
  findSavedPoint,
  initialCheckoutState,
  isPickupAddress,
  type TCheckoutMethod,
} from "./checkout-state.ts";
import { checkoutTotals } from "./checkout-totals.ts";
import { validateCheckoutForm } from "./checkout-validation.ts";
import { DiscountsSection } from "./DiscountsSection.tsx";
import { keepCode } from "./kept-codes.ts";
import type { TLegalDocument } from "./legal-texts.ts";
import { MyAcuvueVoucherField } from "./MyAcuvueVoucherField.tsx";
import { checkoutMessages as m } from "./messages.ts";
import { OrderSummary } from "./OrderSummary.tsx";
import { PickupSection, pointOf } from "./PickupSection.tsx";

const LegalDialog = lazy(() => import("./LegalDialog.tsx"));
const AddressesDialog = lazy(() => import("./AddressesDialog.tsx"));

export type TCheckoutPageData = {
  cart: TCart;
  checkoutData: TCheckoutData;
  pickupPoints: TPickupPoints;
  cityId: number;
  /** the first attempt's key, so that a form posted before hydration carries one */
  attemptKey: string;
  /** a signed-in shopper's name, phone and e-mail: what the contact fields start with (null: a guest) */
  contacts: TContactPrefill | null;
};

/** An empty cart: nothing to check out; the way back to the catalogue. */
export function EmptyCheckout() {
  return (
    <EmptyState
      icon={<CartIcon size={36} />}
      title={m.emptyTitle}
      text={m.emptyText}
      actions={<Button href="/catalog">{m.toCatalog}</Button>}
    />
  );
}

/** A titled, numbered part of the form. */
function Section({ title, children, data }: { title: string; children: React.ReactNode; data: string }) {
  const id = `checkout-${data}`;
  return (
    <section className={styles.section} aria-labelledby={id} data-checkout-section={data}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Fills the contact fields once `values` are known: a repeated order's recipient (`isOverriding`:
 * over the profile's, which the page's data put there on the server), or a shopper who signed in
 * after the page was rendered (only the fields still empty).
 */
function usePrefill(
  form: React.RefObject<HTMLFormElement | null>,
  values: { name?: string | null; phone?: string | null; email?: string | null } | null,
  isOverriding: boolean,
) {
  useEffect(() => {
    const el = form.current;
    if (!el || !values) return;
    const fill = (name: string, value: string | null | undefined) => {
      const input = el.querySelector<HTMLInputElement>(`input[name="${name}"]`);
      if (input && (isOverriding || input.value === "") && value && input.value !== value) {
        input.value = value;
        input.dispatchEvent(new Event("input", { bubbles: true }));
      }
    };
    fill("name", values.name);
    fill("phone", values.phone ? formatPhoneInput(values.phone) : undefined);
    fill("email", values.email);
  }, [form, values, isOverriding]);
}

/** What a repeated order hands over (spec §4 Repeat order; decision 0036), or null. */
function useRepeatPrefill(): TCheckoutPrefill | null {
  const state = useLocation().state as { checkoutPrefill?: TCheckoutPrefill } | null;
  return state?.checkoutPrefill ?? null;
}

/**
 * An order was placed (the action redirected to its page, and this form goes away): the cart is
 * empty now — the badge and the cart query follow. A submission the action answered with messages
 * keeps the cart.
 */
function useEmptiedCartAfterOrder(answer: unknown) {
  const navigation = useNavigation();
  const client = useQueryClient();
  const isPending = useRef(false);
  if (navigation.state === "submitting") isPending.current = true;
  useEffect(() => {
    // the action answered with messages: nothing was placed
    if (answer) isPending.current = false;
  }, [answer]);
  useEffect(
    () => () => {
      if (!isPending.current) return;
      shopperStore.set({ cartCount: 0 });
      void client.invalidateQueries({ queryKey: CART_QUERY_KEY, refetchType: "none" });
    },
    [client],
  );
}

/** The two ways to receive an order, in the switch's order (pickup is the default). */
const METHOD_OPTIONS = [
  { value: "pickup", label: m.pickup },
  { value: "delivery", label: m.delivery },
] as const;

/**
 * The checkout form (spec §4): contacts, pickup or courier, saved addresses, promo code,
 * certificate and bonuses, payment, the summary; posted to the route's action (it works before
 * hydration too: the points are radio buttons, the method a radio switch shown by CSS).
 */
export function CheckoutView({ data }: { data: TCheckoutPageData }) {
  const { data: liveCart } = useCart({ initialData: data.cart });
  const cart = liveCart ?? data.cart;
  if (cart.items.length === 0) return <EmptyCheckout />;
  return <CheckoutForm data={data} cart={cart} />;
}

function CheckoutForm({ data, cart }: { data: TCheckoutPageData; cart: TCart }) {
  useEcommerceEvent("begin_checkout", "checkout", () => cartAnalyticsItems(cart));
  const { checkoutData, pickupPoints, cityId } = data;
  const answer = useActionData() as TCheckoutActionData | undefined;
  useEmptiedCartAfterOrder(answer);
  const attempt = useAttemptKey(answer?.keepKey ?? data.attemptKey);
  useEffect(() => {
    // a definite refusal ends the attempt: the next submission is a new one
    if (answer && answer.keepKey === null) attempt.renew();
  }, [answer, attempt.renew]);

  const excluded = new Set(pickupPoints.excluded_classes);
  const groups = pickupPoints.groups.filter((g) => !excluded.has(g.class) && g.points.length > 0);
  const couriers = checkoutData.deliveries.filter((d) => d.type === "courier");
  const hasPickup = groups.length > 0;
  const hasCourier = couriers.length > 0;
  // a repeated order opens the checkout as that order was received: courier to its address (the
  // courier service it used) or pickup at its point, when that is still offered
  const prefill = useRepeatPrefill();
  const [state, dispatch] = useReducer(checkoutReducer, undefined, () =>
    initialCheckoutState(
      prefill
        ? {
            method: prefill.method,
            pickup: prefill.pickup,
            deliveryInfo: prefill.deliveryInfo
              ? {
                  ...prefill.deliveryInfo,
                  courierId: prefill.deliveryInfo.courierId ?? prefill.deliveryId,
                  coordinates: prefill.deliveryInfo.coordinates,
                }
              : null,
          }
        : { method: hasPickup || !hasCourier ? "pickup" : "delivery" },
    ),
  );
  const courierId = state.deliveryInfo.courierId ?? couriers[0]?.id ?? null;
  const courier = couriers.find((d) => d.id === courierId) ?? null;

  // the courier's term and cost for an address taken from the suggestions (or a saved one)
  const [lat, lon] = state.deliveryInfo.coordinates ?? [null, null];
  const { fullAddress, mailIndex } = state.deliveryInfo;
  useEffect(() => {
    if (state.method !== "delivery" || !courier || lat === null || lon === null) return;
    const controller = new AbortController();
    dispatch({ type: "calculating" });
    calculateDelivery(
      {
        deliveryId: courier.id,
        byCoordinates: courier.class === "yandex-day-delivery",
        address: fullAddress,
        zip: mailIndex,
        cityId,
        lat,
        lon,
      },
      controller.signal,
    ).then(
      (r) => dispatch({ type: "calculated", term: r.term, cost: r.cost, termLabel: r.termLabel }),
      (error) => {
        if (!controller.signal.aborted)
          dispatch({ type: "calculationFailed", message: failureMessage(error, m.deliveryUnavailable) });
      },
    );
    return () => controller.abort();
  }, [state.method, courier, lat, lon, fullAddress, mailIndex, cityId]);

  // the signed-in shopper (filled by the start order after hydration; null on the server)
  const user = useSyncExternalStore(
    shopperStore.subscribe,
    () => shopperStore.get().user,
    () => null,
  );
  const isSignedIn = user !== null;
  const addresses = useUserAddresses(isSignedIn);
  const deleteAddress = useDeleteAddress();
  const bonuses = useBonuses();
  const vouchers = useCheckoutVouchers(isSignedIn).data?.vouchers ?? [];
  // the first (largest) voucher is preselected until the shopper chooses (null: none)
  const [voucherChoice, setVoucherChoice] = useState<string | null | undefined>(undefined);
  const voucherId = voucherChoice === undefined ? (vouchers[0]?.id ?? null) : voucherChoice;
  const voucher = vouchers.find((v) => v.id === voucherId) ?? null;
  const promo = usePromoCheck();
  const certificate = useCertificateCheck();
  // the kept codes are forgotten when the order is sent (below); an answer means it was not placed
  const appliedPromo = promo.isSuccess ? promo.data.code : null;
  const appliedCertificate = certificate.isSuccess ? certificate.data.code : null;
  useEffect(() => {
    if (!answer) return;
    keepCode("promo", appliedPromo);
    keepCode("certificate", appliedCertificate);
  }, [answer, appliedPromo, appliedCertificate]);
  const [bonusesToSpend, setBonusesToSpend] = useState(0);
  const [legal, setLegal] = useState<TLegalDocument | null>(null);
  const [wasAddressesOpened, setAddressesOpened] = useState(false);

  const chosenPoint = pointOf(groups, state.pickup);
  const deliveryCost =
    state.method === "pickup"
      ? (chosenPoint?.point.cost ?? null)
      : state.calculation.status === "done"
        ? state.calculation.cost
        : null;
  const totals = checkoutTotals({
    goods: cart.total,
    delivery: deliveryCost,
    promoDiscount: promo.data?.discount ?? 0,
    voucherDiscount: voucher?.discount ?? 0,
    certificateApplicable: certificate.data?.applicable ?? 0,
    bonusesToSpend,
    maxBonuses: bonuses.data?.maxSpendable ?? 0,
  });

  const formRef = useRef<HTMLFormElement>(null);
  usePrefill(formRef, prefill?.customer ?? user, prefill !== null);
  const contacts = useContactsForm({
    serverErrors: answer
      ? { name: answer.errors.name, phone: answer.errors.phone, form: answer.errors.form }
      : undefined,
    needsConsent: false,
  });
  const [checks, setChecks] = useState<{ email?: string; place?: string } | null>(null);
  const emailError = checks ? checks.email : answer?.errors.email;
  const placeError = checks?.place ?? null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    contacts.onSubmit(event);
    const values = new FormData(event.currentTarget);
    const found = validateCheckoutForm({
      name: String(values.get("name") ?? ""),
      phone: String(values.get("phone") ?? ""),
      email: String(values.get("email") ?? ""),
    });
    let place: string | undefined;
    if (state.method === "pickup" && !chosenPoint) place = m.choosePoint;
    if (state.method === "delivery" && state.deliveryInfo.coordinates === null) place = m.chooseAddress;
    if (state.method === "delivery" && state.calculation.status === "failed")
      place = state.calculation.message;
    setChecks({ email: found.email, place });
    if (!event.defaultPrevented && !found.email && !place) {
      // the order is on its way: a placed one leaves no code to apply to the next
      keepCode("promo", null);
      keepCode("certificate", null);
    }
    if (found.email || place || found.name || found.phone) {
      event.preventDefault();
      if (!found.name && !found.phone) {
        const target = found.email
          ? '[name="email"]'
          : "[data-checkout-section='method'] input, [data-checkout-section='method'] button";
        event.currentTarget.querySelector<HTMLElement>(target)?.focus();
      }
    }
  };

  const setMethod = (method: TCheckoutMethod) => dispatch({ type: "method", method });
  const openAddresses = () => {
    setAddressesOpened(true);
    dispatch({ type: "openAddresses" });
  };
  const chooseSaved = (address: TUserAddress) => {
    dispatch({ type: "savedAddress", address, groups, goneMessage: m.addressGone });
    // a pickup address whose point is gone is removed from the list (spec §4, §8)
    if (isPickupAddress(address) && findSavedPoint(address, groups) === null)
      deleteAddress.mutate(address.id);
  };

  const formError = answer?.errors.form ?? null;
  return (
    <Form
      method="post"
      className={styles.layout}
      noValidate
      onSubmit={onSubmit}
      ref={formRef}
      data-method={state.method}
    >
      <input type="hidden" name="attempt_key" value={attempt.key} />
      <div className={styles.main}>
        <Section title={m.contacts} data="contacts">
          <NamePhoneFields form={contacts} values={data.contacts ?? undefined} />
          <div className={styles.field}>
            <label htmlFor="checkout-email" className={styles.label}>
              {m.email}
            </label>
            <input
              id="checkout-email"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              defaultValue={data.contacts?.email || undefined}
              className={styles.input}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? "checkout-email-error" : "checkout-email-hint"}
            />
            {emailError ? (
              <p id="checkout-email-error" className={styles.error}>
                {emailError}
              </p>
            ) : (
              <p id="checkout-email-hint" className={styles.hint}>
                {m.emailHint}
              </p>
            )}
          </div>
          <label className={styles.check}>
            <input type="checkbox" name="is_marketing" defaultChecked />
            <span>{m.marketing}</span>
          </label>
        </Section>

        <Section title={m.method} data="method">
          <fieldset className={styles.switch}>
            <legend className={styles.visuallyHidden}>{m.method}</legend>
            {METHOD_OPTIONS.filter((option) => (option.value === "pickup" ? hasPickup : hasCourier)).map(
              (option) => (
                <label key={option.value} className={styles.switchOption}>
                  <input
                    type="radio"
                    name="method"
                    value={option.value}
                    checked={state.method === option.value}
                    onChange={() => setMethod(option.value)}
                  />
                  <span>{option.label}</span>
                </label>
              ),
            )}
          </fieldset>
          {/* above the points, by the method the focus returns to: below a city's list it was off screen */}
          {state.method === "pickup" && placeError ? (
            <p className={styles.error} role="alert">
              {placeError}
            </p>
          ) : null}
          {isSignedIn ? (
            <Button type="button" variant="ghost" size="sm" onClick={openAddresses} data-open-addresses="">
              {m.savedAddressesOpen}
            </Button>
          ) : null}
          <div className={styles.pickupPanel}>
            {hasPickup ? (
              <PickupSection
                groups={groups}
                choice={state.pickup}
                onChoose={(pickup) => dispatch({ type: "pickup", pickup })}
              />
            ) : null}
          </div>
          <div className={styles.courierPanel}>
            {hasCourier ? (
              <CourierSection
                deliveries={couriers}
                state={state}
                dispatch={dispatch}
                cityId={cityId}
                addressError={state.method === "delivery" ? placeError : null}
              />
            ) : null}
          </div>
        </Section>

        <Section title={m.discounts} data="discounts">
          <DiscountsSection
            promo={promo}
            certificate={certificate}
            promoDiscount={promo.data?.discount ?? 0}
            // what the certificate pays of this order after the other discounts (the summary's line)
            certificateApplicable={totals.certificate}
            bonuses={bonuses.data}
            bonusesToSpend={bonusesToSpend}
            onBonuses={setBonusesToSpend}
          />
          <MyAcuvueVoucherField
            vouchers={vouchers}
            chosenId={voucher?.id ?? null}
            onChoose={setVoucherChoice}
          />
        </Section>

        <Section title={m.payment} data="payment">
          <fieldset className={styles.choices}>
            <legend className={styles.visuallyHidden}>{m.payment}</legend>
            {checkoutData.payments.map((payment, i) => (
              <label key={payment.class} className={styles.choice}>
                <input
                  type="radio"
                  name="payment"
                  value={payment.class}
                  defaultChecked={prefill ? isPrefilledPayment(payment.class, prefill) : i === 0}
                />
                <span>{payment.name}</span>
              </label>
            ))}
          </fieldset>
        </Section>
      </div>

      <OrderSummary
        cart={cart}
        totals={totals}
        bonusesAccrued={bonusesAccrued(
          cart.items.map((line) => ({ bonuses: line.line_bonus })),
          { signedIn: isSignedIn },
        )}
      >
        <div role="alert" aria-live="assertive" className={styles.formError}>
          {formError ? <p>{formError}</p> : null}
        </div>
        <Button type="submit" size="lg" fullWidth disabled={contacts.isSending} data-checkout-submit="">
          {contacts.isSending ? m.submitting : m.submit}
        </Button>
        <p className={styles.agreement}>
          {m.agreementBefore}
          <button type="button" className={styles.linkButton} onClick={() => setLegal("offer")}>
            {m.offer}
          </button>
          {m.agreementMiddle}
          <button type="button" className={styles.linkButton} onClick={() => setLegal("personalData")}>
            {m.personalData}
          </button>
          .
        </p>
      </OrderSummary>

      {legal !== null ? (
        <Suspense fallback={null}>
          <LegalDialog document={legal} onClose={() => setLegal(null)} />
        </Suspense>
      ) : null}
      {wasAddressesOpened ? (
        <Suspense fallback={null}>
          <AddressesDialog
            isOpen={state.isAddressPopupOpen}
            addresses={addresses.data ?? []}
            isLoading={addresses.isLoading}
            notice={state.addressNotice}
            onChoose={chooseSaved}
            onDelete={(address) => deleteAddress.mutate(address.id)}
            onClose={() => dispatch({ type: "closeAddresses", reset: true })}
          />
        </Suspense>
      ) : null}
    </Form>
  );
}

/** The payment a repeated order used ('on_receipt' in the order, 'on-receipt' among the methods). */
function isPrefilledPayment(paymentClass: string, prefill: TCheckoutPrefill): boolean {
  return paymentClass.replace("-", "_") === prefill.payment;
}
