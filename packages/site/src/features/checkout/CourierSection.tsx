import type { TCheckoutDelivery } from "@optika/api-contract";
import { formatPrice } from "@optika/domain/money";
import { type Dispatch, useId } from "react";
import { AddressField } from "./AddressField.tsx";
import styles from "./checkout.module.css";
import type { TCheckoutAction, TCheckoutState, TDeliveryInfo } from "./checkout-state.ts";
import { checkoutMessages as m } from "./messages.ts";

type TDetailField = "apartment" | "entrance" | "floor" | "intercom";
/** `isNumber`: a phone opens its digit keyboard (a flat '12а' or an intercom 'К123' keep letters) */
const DETAILS: ReadonlyArray<{
  field: TDetailField;
  name: string;
  label: string;
  max: number;
  isNumber?: boolean;
}> = [
  { field: "apartment", name: "flat", label: m.flat, max: 20 },
  { field: "entrance", name: "entrance", label: m.entrance, max: 10, isNumber: true },
  { field: "floor", name: "floor", label: m.floor, max: 10, isNumber: true },
  { field: "intercom", name: "intercom", label: m.intercom, max: 20 },
];

/** The term and cost the server calculated for the address, or its state. */
function CalculationStatus({ state }: { state: TCheckoutState["calculation"] }) {
  return (
    <div className={styles.calculation} aria-live="polite" data-calculation={state.status}>
      {state.status === "loading" ? <p className={styles.muted}>{m.calculating}</p> : null}
      {state.status === "done" ? (
        <dl className={styles.facts}>
          <div>
            <dt>{m.term}</dt>
            <dd>{state.termLabel}</dd>
          </div>
          <div>
            <dt>{m.cost}</dt>
            <dd>{state.cost === 0 ? m.free : formatPrice(state.cost)}</dd>
          </div>
        </dl>
      ) : null}
      {state.status === "failed" ? (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Courier delivery: the service (when there are several), the address with suggestions, flat,
 * entrance, floor, intercom and a comment, then the term and cost the server calculated.
 */
export function CourierSection({
  deliveries,
  state,
  dispatch,
  cityId,
  addressError,
}: {
  deliveries: TCheckoutDelivery[];
  state: TCheckoutState;
  dispatch: Dispatch<TCheckoutAction>;
  cityId: number;
  addressError: string | null;
}) {
  const id = useId();
  const info: TDeliveryInfo = state.deliveryInfo;
  const courierId = info.courierId ?? deliveries[0]?.id ?? null;
  return (
    <div className={styles.courier} data-courier>
      {deliveries.length > 1 ? (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{m.courierService}</legend>
          {deliveries.map((d) => (
            <label key={d.id} className={styles.choice}>
              <input
                type="radio"
                name="courier_delivery_id"
                value={d.id}
                checked={courierId === d.id}
                onChange={() => dispatch({ type: "courier", courierId: d.id })}
              />
              <span>
                {d.name}
                <span className={styles.pointMeta}>
                  {" "}
                  · {d.termLabel} · {d.cost === 0 ? m.free : `от ${formatPrice(d.cost)}`}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <input type="hidden" name="courier_delivery_id" value={courierId ?? ""} />
      )}
      <AddressField
        value={info.fullAddress}
        cityId={cityId}
        error={addressError}
        onType={(text) =>
          dispatch({
            type: "address",
            fullAddress: text,
            shortAddress: "",
            coordinates: null,
            mailIndex: "",
            house: "",
          })
        }
        onPick={(s) =>
          dispatch({
            type: "address",
            fullAddress: s.value,
            shortAddress: s.short,
            coordinates: [s.lat, s.lon],
            mailIndex: s.zip,
            house: s.house,
          })
        }
      />
      <input type="hidden" name="short_address" value={info.shortAddress} />
      <input type="hidden" name="lat" value={info.coordinates?.[0] ?? ""} />
      <input type="hidden" name="lon" value={info.coordinates?.[1] ?? ""} />
      <input type="hidden" name="zip" value={info.mailIndex} />
      <input type="hidden" name="house" value={info.house} />
      <div className={styles.details}>
        {DETAILS.map((d) => (
          <div key={d.field} className={styles.field}>
            <label htmlFor={`${id}-${d.name}`} className={styles.label}>
              {d.label}
            </label>
            <input
              id={`${id}-${d.name}`}
              name={d.name}
              className={styles.input}
              maxLength={d.max}
              {...(d.isNumber ? { inputMode: "numeric" as const } : {})}
              value={info[d.field]}
              onChange={(e) => dispatch({ type: "field", field: d.field, value: e.target.value })}
            />
          </div>
        ))}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-comment`} className={styles.label}>
          {m.comment}
        </label>
        <textarea
          id={`${id}-comment`}
          name="comment"
          className={styles.textarea}
          maxLength={500}
          rows={2}
          value={info.comment}
          onChange={(e) => dispatch({ type: "field", field: "comment", value: e.target.value })}
        />
      </div>
      <CalculationStatus state={state.calculation} />
    </div>
  );
}
