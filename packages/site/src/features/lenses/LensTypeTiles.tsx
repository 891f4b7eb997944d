import { ChevronRightIcon } from "@optika/ui";
import { Link } from "react-router";
import { LENS_TYPES } from "./lens-types.ts";
import styles from "./lenses.module.css";

/** Links to /lenses/{type}; `current` is marked and `compact` renders pills instead of cards. */
export function LensTypeTiles({ current, compact = false }: { current?: string; compact?: boolean }) {
  return (
    <ul className={compact ? styles.pills : styles.tiles}>
      {LENS_TYPES.map((type) => (
        <li key={type.slug}>
          <Link
            to={`/lenses/${type.slug}`}
            className={compact ? styles.pill : styles.tile}
            aria-current={type.slug === current ? "page" : undefined}
          >
            {compact ? (
              type.title
            ) : (
              <>
                <span className={styles.tileShort}>{type.short}</span>
                <span className={styles.tileTitle}>{type.title}</span>
                <span className={styles.tileText}>{type.description}</span>
                <span className={styles.tileArrow} aria-hidden="true">
                  <ChevronRightIcon size={20} />
                </span>
              </>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
