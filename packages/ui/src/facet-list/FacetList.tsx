import { clsx } from "clsx";
import { type KeyboardEvent, type MouseEvent, useId, useState } from "react";
import { CheckIcon } from "../icons/icons.tsx";
import { UiLink } from "../ui-link/UiLink.tsx";
import { VisuallyHidden } from "../visually-hidden/VisuallyHidden.tsx";
import styles from "./facet-list.module.css";
import { messages } from "./messages.ts";

export interface IFacetValue {
  value: string;
  label: string;
  count: number;
  selected: boolean;
  /** Catalogue path with this value toggled (the domain's `catalogPath` builds it). */
  href: string;
}

export interface IFacet {
  key: string;
  name: string;
  values: IFacetValue[];
}

export interface IFacetListProps {
  facets: IFacet[];
  /** Values shown before 'Показать все' (default 20; selected values are always shown). */
  truncateAt?: number;
  /** Accessible name of the filter block. */
  label?: string;
  className?: string;
  /**
   * Called on a tap on a value before its link is followed: call `preventDefault` to handle it
   * (keep a pending choice, or navigate keeping the scroll position).
   */
  onOptionClick?: (event: MouseEvent<HTMLAnchorElement>, facetKey: string, value: IFacetValue) => void;
}

type TOptionClick = IFacetListProps["onOptionClick"];

/** Space on a focused checkbox-link follows it, like a real checkbox. */
function onOptionKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key === " ") {
    event.preventDefault();
    event.currentTarget.click();
  }
}

function FacetGroup({
  facet,
  truncateAt,
  onOptionClick,
}: {
  facet: IFacet;
  truncateAt: number;
  onOptionClick: TOptionClick;
}) {
  const headingId = useId();
  const [isExpanded, setExpanded] = useState(false);
  const isLong = facet.values.length > truncateAt;
  const visible =
    isLong && !isExpanded
      ? facet.values.filter((value, index) => index < truncateAt || value.selected)
      : facet.values;

  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h3 className={styles.title} id={headingId}>
        {facet.name}
      </h3>
      <ul className={styles.values}>
        {visible.map((value) => {
          const isDisabled = value.count === 0 && !value.selected;
          return (
            <li key={value.value}>
              <UiLink
                href={value.href}
                role="checkbox"
                aria-checked={value.selected}
                className={clsx(
                  styles.option,
                  value.selected && styles.isSelected,
                  isDisabled && styles.isDisabled,
                )}
                onKeyDown={onOptionKeyDown}
                onClick={onOptionClick ? (event) => onOptionClick(event, facet.key, value) : undefined}
                rel="nofollow"
                data-facet-key={facet.key}
                data-facet-value={value.value}
              >
                <span className={styles.box} aria-hidden="true">
                  {/* only a ticked box draws its tick: a listing has dozens of values (issue 7: DOM size) */}
                  {value.selected ? <CheckIcon size={14} strokeWidth={2.5} /> : null}
                </span>
                <span className={styles.text}>{value.label}</span>
                <span className={styles.count}>
                  <span aria-hidden="true">{value.count}</span>
                  <VisuallyHidden>{messages.count(value.count)}</VisuallyHidden>
                </span>
              </UiLink>
            </li>
          );
        })}
      </ul>
      {isLong ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={isExpanded}
          onClick={() => setExpanded((v) => !v)}
        >
          {isExpanded ? messages.collapse : messages.showAll(facet.values.length)}
        </button>
      ) : null}
    </section>
  );
}

/** Catalogue filters: groups of checkbox-links with product counts. Following a link applies the filter. */
export function FacetList({
  facets,
  truncateAt = 20,
  label = messages.label,
  className,
  onOptionClick,
}: IFacetListProps) {
  const visibleFacets = facets.filter((facet) => facet.values.length > 0);
  if (visibleFacets.length === 0) return null;
  return (
    <nav className={clsx(styles.root, className)} aria-label={label}>
      {visibleFacets.map((facet) => (
        <FacetGroup key={facet.key} facet={facet} truncateAt={truncateAt} onOptionClick={onOptionClick} />
      ))}
    </nav>
  );
}
