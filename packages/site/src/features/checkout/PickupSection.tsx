import type { TPickupPoint, TPickupPointGroup } from "@optika/api-contract";
import { formatPrice } from "@optika/domain/money";
import { useId, useMemo, useState } from "react";
import { MapToggle } from "../maps/MapToggle.tsx";
import styles from "./checkout.module.css";
import type { TPickupChoice } from "./checkout-state.ts";
import { checkoutMessages as m } from "./messages.ts";

/** The form value of a point: its group (the delivery method) and its code. */
export function pickupValue(choice: TPickupChoice): string {
  return `${choice.groupId}:${choice.code}`;
}

export function pointOf(groups: TPickupPointGroup[], choice: TPickupChoice | null) {
  if (!choice) return null;
  const group = groups.find((g) => g.id === choice.groupId);
  const point = group?.points.find((p) => p.code === choice.code);
  return group && point ? { group, point } : null;
}

function costText(cost: number): string {
  return cost === 0 ? m.free : formatPrice(cost);
}

function matches(point: TPickupPoint, query: string, kind: string): boolean {
  if (kind !== "" && point.pickup_type !== kind) return false;
  if (query === "") return true;
  const q = query.toLocaleLowerCase("ru").replace(/ё/g, "е");
  return `${point.name} ${point.address}`.toLocaleLowerCase("ru").replace(/ё/g, "е").includes(q);
}

/** The chosen point: where, when it is open, its phones, term and cost. */
function ChosenPoint({ point }: { point: TPickupPoint }) {
  return (
    <div className={styles.chosen} data-chosen-point={point.code}>
      <p className={styles.chosenTitle}>
        {m.selectedPoint}: {point.name}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{m.pointAddress}</dt>
          <dd>{point.address}</dd>
        </div>
        {point.hours ? (
          <div>
            <dt>{m.hours}</dt>
            <dd>{point.hours}</dd>
          </div>
        ) : null}
        {point.phones.length > 0 ? (
          <div>
            <dt>{m.phones}</dt>
            <dd>{point.phones.join(", ")}</dd>
          </div>
        ) : null}
        <div>
          <dt>{m.term}</dt>
          <dd>{point.termLabel}</dd>
        </div>
        <div>
          <dt>{m.cost}</dt>
          <dd>{costText(point.cost)}</dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * Pickup: the city's points in groups (the chain's clinics and shops, the partner network) as a
 * list of radio buttons — complete before hydration and without a map — with a search by name or
 * address and a filter by kind, and on a map when one is configured (MapToggle, decision 0044).
 */
export function PickupSection({
  groups,
  choice,
  onChoose,
}: {
  groups: TPickupPointGroup[];
  choice: TPickupChoice | null;
  onChoose: (choice: TPickupChoice) => void;
}) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [kind, setKind] = useState("");
  const kinds = useMemo(
    () => [...new Set(groups.flatMap((g) => g.points.map((p) => p.pickup_type)))].filter(Boolean),
    [groups],
  );
  const shown = groups
    .map((group) => ({ group, points: group.points.filter((p) => matches(p, query.trim(), kind)) }))
    .filter((g) => g.points.length > 0);
  const chosen = pointOf(groups, choice);
  const mapPoints = shown
    .flatMap(({ points }) => points)
    .map((p, i) => ({ id: i + 1, name: p.name, address: p.address, lat: p.lat, lon: p.lon }));

  return (
    <div className={styles.pickup} data-pickup>
      <div className={styles.filters}>
        <div className={styles.field}>
          <label htmlFor={`${id}-q`} className={styles.label}>
            {m.searchPoints}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className={styles.input}
            placeholder={m.searchPointsPlaceholder}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            maxLength={120}
          />
        </div>
        {kinds.length > 1 ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-kind`} className={styles.label}>
              {m.pointKind}
            </label>
            <select
              id={`${id}-kind`}
              className={styles.input}
              value={kind}
              onChange={(e) => setKind(e.target.value)}
            >
              <option value="">{m.allKinds}</option>
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <fieldset className={styles.points}>
        <legend className={styles.legend}>{m.pickupPoints}</legend>
        {shown.length === 0 ? <p className={styles.muted}>{m.noPoints}</p> : null}
        {shown.map(({ group, points }) => (
          <div key={group.id} className={styles.pointGroup}>
            <p className={styles.groupName}>{group.name}</p>
            <ul className={styles.pointList}>
              {points.map((point) => {
                const value = pickupValue({ groupId: group.id, code: point.code });
                const isChosen = choice?.groupId === group.id && choice.code === point.code;
                return (
                  <li key={point.code}>
                    <label className={styles.point} data-point={point.code}>
                      <input
                        type="radio"
                        name="pickup_delivery_id"
                        value={value}
                        checked={isChosen}
                        onChange={() => onChoose({ groupId: group.id, code: point.code })}
                      />
                      <span className={styles.pointText}>
                        <span className={styles.pointName}>{point.name}</span>
                        <span className={styles.pointAddress}>{point.address}</span>
                        <span className={styles.pointMeta}>
                          {point.pickup_type} · {point.termLabel} · {costText(point.cost)}
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </fieldset>
      <MapToggle points={mapPoints} label={m.mapLabel} actionLabel={m.choose} />
      {chosen ? <ChosenPoint point={chosen.point} /> : null}
    </div>
  );
}
