import { clsx } from "clsx";
import { ChevronLeftIcon, ChevronRightIcon } from "../icons/icons.tsx";
import styles from "./gallery-controls.module.css";
import { messages } from "./messages.ts";

export interface IGalleryControlsProps {
  /** One key per slide (the same picture may appear twice: keys carry the position). */
  slideKeys: string[];
  selected: number;
  goTo: (index: number) => void;
  /** "dark": on the gallery popup's backdrop. */
  tone?: "light" | "dark";
}

/** Previous/next arrows and one dot per slide of a picture carousel (product gallery and popup). */
export function GalleryControls({ slideKeys, selected, goTo, tone = "light" }: IGalleryControlsProps) {
  const count = slideKeys.length;
  return (
    <div className={clsx(styles.controls, tone === "dark" && styles.onDark)}>
      <button
        type="button"
        className={clsx(styles.arrow, styles.prev)}
        aria-label={messages.previous}
        disabled={selected <= 0}
        onClick={() => goTo(selected - 1)}
      >
        <ChevronLeftIcon />
      </button>
      <button
        type="button"
        className={clsx(styles.arrow, styles.next)}
        aria-label={messages.next}
        disabled={selected >= count - 1}
        onClick={() => goTo(selected + 1)}
      >
        <ChevronRightIcon />
      </button>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would imply a form; this is a group of navigation buttons */}
      <div className={styles.dots} role="group" aria-label={messages.dots}>
        {slideKeys.map((key, index) => (
          <button
            key={key}
            type="button"
            className={clsx(styles.dot, index === selected && styles.dotActive)}
            aria-label={messages.goTo(index + 1)}
            aria-current={index === selected ? "true" : undefined}
            onClick={() => goTo(index)}
          />
        ))}
      </div>
    </div>
  );
}
