import { clsx } from "clsx";
import { ChevronUpIcon } from "../icons/icons.tsx";
import { messages } from "./messages.ts";
import styles from "./scroll-to-top.module.css";

export interface IScrollToTopProps {
  /** The site shows it after 500 px of scroll (the domain's `isScrollTopVisible`). */
  isVisible: boolean;
  onClick: () => void;
  className?: string;
}

/** The round 'Наверх' button in the bottom right corner; hidden (and out of the tab order) until visible. */
export function ScrollToTop({ isVisible, onClick, className }: IScrollToTopProps) {
  return (
    <button
      type="button"
      className={clsx(styles.root, isVisible && styles.isVisible, className)}
      aria-label={messages.label}
      title={messages.label}
      hidden={!isVisible}
      onClick={onClick}
      data-scroll-to-top=""
    >
      <ChevronUpIcon />
    </button>
  );
}
