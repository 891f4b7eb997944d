import styles from "./loading-bar.module.css";
import { messages } from "./messages.ts";

export interface ILoadingBarProps {
  isVisible: boolean;
  /** 0–100. */
  progress: number;
}

/** The thin bar across the top of the page while a navigation loads. */
export function LoadingBar({ isVisible, progress }: ILoadingBarProps) {
  if (!isVisible) return null;
  const value = Math.round(Math.min(100, Math.max(0, progress)));
  return (
    <div
      className={styles.root}
      role="progressbar"
      aria-label={messages.label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      data-loading-bar=""
    >
      <div className={styles.bar} style={{ transform: `scaleX(${value / 100})` }} />
    </div>
  );
}
