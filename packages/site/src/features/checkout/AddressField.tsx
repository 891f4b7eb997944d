import type { TAddressSuggestion } from "@optika/api-contract";
import { type KeyboardEvent, useId, useState } from "react";
import styles from "./checkout.module.css";
import { SUGGEST_MIN_LENGTH, useAddressSuggestions } from "./checkout-queries.ts";
import { checkoutMessages as m } from "./messages.ts";

/**
 * The courier's address: a combobox (ARIA 1.2 pattern) over the address suggestions — typed text
 * asks for them (debounced, the older request aborted), arrows move through them, Enter or a click
 * takes one, Escape closes the list. The field posts the typed or taken text as `full_address`.
 */
export function AddressField({
  value,
  cityId,
  error,
  onType,
  onPick,
}: {
  value: string;
  cityId: number;
  error: string | null;
  onType: (text: string) => void;
  onPick: (suggestion: TAddressSuggestion) => void;
}) {
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useAddressSuggestions(isOpen ? value : "", cityId);
  const list = suggestions.data?.suggestions ?? [];
  const isExpanded = isOpen && list.length > 0;

  const [needsHouse, setNeedsHouse] = useState(false);
  const pick = (suggestion: TAddressSuggestion) => {
    setActive(-1);
    // a street without a house: keep typing (the house's suggestions follow), as address services do
    if (suggestion.house === "") {
      onType(`${suggestion.value}, `);
      setNeedsHouse(true);
      return;
    }
    onPick(suggestion);
    setNeedsHouse(false);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && list.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % list.length);
    } else if (event.key === "ArrowUp" && list.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? list.length - 1 : i - 1));
    } else if (event.key === "Enter" && isExpanded) {
      event.preventDefault();
      const chosen = list[Math.max(active, 0)];
      if (chosen) pick(chosen);
    } else if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        {m.address}
      </label>
      <div className={styles.combo}>
        <input
          id={`${id}-input`}
          name="full_address"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={isExpanded}
          aria-controls={`${id}-list`}
          aria-activedescendant={isExpanded && active >= 0 ? `${id}-opt-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          className={styles.input}
          placeholder={m.addressPlaceholder}
          maxLength={300}
          value={value}
          onChange={(e) => {
            onType(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
        />
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label={m.address}
          className={styles.suggestions}
          hidden={!isExpanded}
        >
          {list.map((s, i) => (
            // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: the combobox pattern: focus stays in the field (aria-activedescendant), which handles the keys
            <div
              key={`${s.value}-${s.lat}-${s.lon}`}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              className={styles.suggestion}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(s)}
            >
              {s.value}
            </div>
          ))}
        </div>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {isOpen && suggestions.isFetching && value.trim().length >= SUGGEST_MIN_LENGTH
          ? m.suggestionsLoading
          : needsHouse
            ? m.houseHint
            : m.addressHint}
      </p>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
