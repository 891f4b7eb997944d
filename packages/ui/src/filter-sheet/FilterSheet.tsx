import { clsx } from "clsx";
import { type MouseEvent, type ReactNode, useRef } from "react";
import { Button } from "../button/Button.tsx";
import { CloseIcon } from "../icons/icons.tsx";
import { VisuallyHidden } from "../visually-hidden/VisuallyHidden.tsx";
import styles from "./filter-sheet.module.css";
import { messages } from "./messages.ts";

export interface IFilterSheetProps {
  /** Id of the sheet; without JavaScript the open link targets it (`#id`) and CSS shows it. */
  id: string;
  /** Filters in effect now (the badge on the open button). */
  activeCount: number;
  /** 'Показать N товаров' for the pending choice (the caller counts and words it). */
  applyLabel: string;
  /** Where applying leads (the canonical filter URL of the pending choice). */
  applyHref: string;
  /** Where 'Сбросить' leads without JavaScript. */
  resetHref: string;
  /** The count for the pending choice is being fetched. */
  isCounting?: boolean;
  /** False when the pending choice finds nothing: applying is disabled. */
  canApply?: boolean;
  /** Apply the pending choice (e.g. navigate keeping the scroll); the sheet closes after it. */
  onApply?: (event: MouseEvent<HTMLElement>) => void;
  /** Clear the pending choice (call `preventDefault` to stay in the sheet). */
  onReset?: (event: MouseEvent<HTMLElement>) => void;
  onOpen?: () => void;
  /** The sheet closed (applied, closed or Escape). */
  onClose?: () => void;
  /** The filter groups (usually a FacetList). */
  children: ReactNode;
  className?: string;
}

/**
 * Phone filters: an open button with the number of active filters and a modal bottom sheet
 * (native <dialog> opened with showModal) with the groups, 'Сбросить', a close button and the
 * apply button. Without JavaScript the open link shows the sheet through `:target` and every
 * choice is a plain link.
 */
export function FilterSheet({
  id,
  activeCount,
  applyLabel,
  applyHref,
  resetHref,
  isCounting = false,
  canApply = true,
  onApply,
  onReset,
  onOpen,
  onClose,
  children,
  className,
}: IFilterSheetProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = `${id}-title`;

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    const dialog = dialogRef.current;
    if (!dialog || typeof dialog.showModal !== "function") return;
    event.preventDefault();
    if (!dialog.open) {
      dialog.showModal();
      onOpen?.();
    }
  };
  const close = (event: MouseEvent) => {
    event.preventDefault();
    dialogRef.current?.close();
  };
  const apply = (event: MouseEvent<HTMLElement>) => {
    if (!canApply) {
      event.preventDefault();
      return;
    }
    onApply?.(event);
    dialogRef.current?.close();
  };
  // A tap on the backdrop (outside the sheet's box) closes it.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dialogRef.current?.close();
  };

  return (
    <div className={clsx(styles.root, className)}>
      <a
        href={`#${id}`}
        id={`${id}-open`}
        className={styles.openButton}
        aria-haspopup="dialog"
        onClick={open}
      >
        {messages.open}
        {activeCount > 0 ? (
          <>
            <span className={styles.badge} aria-hidden="true">
              {activeCount}
            </span>
            <VisuallyHidden>{messages.active(activeCount)}</VisuallyHidden>
          </>
        ) : null}
      </a>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively; the click only catches backdrop taps */}
      <dialog
        ref={dialogRef}
        id={id}
        className={styles.sheet}
        aria-labelledby={titleId}
        onClose={onClose}
        onClick={onDialogClick}
      >
        <div className={styles.panel}>
          <header className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {messages.title}
            </h2>
            <a href={`#${id}-open`} className={styles.close} aria-label={messages.close} onClick={close}>
              <CloseIcon size={22} />
            </a>
          </header>
          <div className={styles.body}>{children}</div>
          <footer className={styles.foot}>
            <Button href={resetHref} variant="secondary" size="md" onClick={onReset} rel="nofollow">
              {messages.reset}
            </Button>
            <Button
              href={applyHref}
              size="md"
              className={styles.apply}
              onClick={apply}
              aria-disabled={canApply ? undefined : true}
              aria-busy={isCounting || undefined}
              aria-live="polite"
              rel="nofollow"
            >
              {applyLabel}
            </Button>
          </footer>
        </div>
      </dialog>
    </div>
  );
}
