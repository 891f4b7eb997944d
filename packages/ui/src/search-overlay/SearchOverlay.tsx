import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, type ReactNode, useState } from "react";
import { useOpenerFocus } from "../dialog/use-opener-focus.ts";
import { IconButton } from "../icon-button/IconButton.tsx";
import { CloseIcon, SearchIcon } from "../icons/icons.tsx";
import { messages } from "./messages.ts";
import { searchHref } from "./search-href.ts";
import styles from "./search-overlay.module.css";

export interface ISearchOverlayProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Where the form goes: GET `{action}?search={text}` (default '/search'). */
  action?: string;
  /**
   * Client-side navigation to the results URL; without it the form submits as a plain GET.
   * Called only for non-blank text; the overlay closes afterwards.
   */
  onSearch?: (href: string) => void;
  defaultValue?: string;
  /** The text as the shopper types it (for live results); the input stays uncontrolled by the caller. */
  onTextChange?: (text: string) => void;
  /** Live results under the bar (SearchOverlayResults). */
  children?: ReactNode;
}

/**
 * The header's search overlay (spec §2 Modals): a Radix dialog with an input 'Поиск'; Enter or the
 * icon opens '/search?search={text}'; a click outside, Escape or the cross closes it. The live
 * results (`children`) scroll under the bar. Import it with React.lazy (subpath
 * '@optika/ui/search-overlay').
 */
export function SearchOverlay({
  isOpen,
  onOpenChange,
  action = "/search",
  onSearch,
  defaultValue = "",
  onTextChange,
  children,
}: ISearchOverlayProps) {
  const [text, setText] = useState(defaultValue);
  // opened without a Radix Trigger (the header's icon): focus goes back to it
  const returnFocus = useOpenerFocus(isOpen);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const href = searchHref(text, action);
    if (href === null) {
      event.preventDefault();
      return;
    }
    if (onSearch) {
      event.preventDefault();
      onSearch(href);
      onOpenChange(false);
    }
  };
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} data-search-overlay-backdrop="" />
        <Dialog.Content
          className={styles.content}
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
        >
          <Dialog.Title className={styles.srOnly}>{messages.title}</Dialog.Title>
          <div className={styles.bar}>
            {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari < 17 and happy-dom; the role says the same */}
            <form role="search" action={action} method="get" className={styles.form} onSubmit={submit}>
              <input
                type="search"
                name="search"
                className={styles.input}
                placeholder={messages.placeholder}
                aria-label={messages.placeholder}
                autoComplete="off"
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  onTextChange?.(event.target.value);
                }}
              />
              <IconButton
                type="submit"
                label={messages.submit}
                icon={<SearchIcon />}
                className={styles.submit}
              />
            </form>
            <Dialog.Close asChild>
              <IconButton label={messages.close} icon={<CloseIcon />} className={styles.close} />
            </Dialog.Close>
          </div>
          {children ? <div className={styles.body}>{children}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
