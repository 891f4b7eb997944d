import * as Dialog from "@radix-ui/react-dialog";
import { CloseIcon } from "../icons/icons.tsx";
import styles from "./birthday-splash.module.css";
import { birthdaySplashMessages as m } from "./messages.ts";

export interface IBirthdaySplashProps {
  open: boolean;
  onClose: () => void;
}

/** The 30th-birthday splash: a full-screen Radix dialog with the anniversary picture. */
export function BirthdaySplash({ open, onClose }: IBirthdaySplashProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Content className={styles.root} data-birthday-splash="">
          <Dialog.Close className={styles.close} aria-label={m.close}>
            <CloseIcon />
          </Dialog.Close>
          <div className={styles.art} aria-hidden="true">
            30
          </div>
          <Dialog.Title className={styles.title}>{m.title}</Dialog.Title>
          <Dialog.Description className={styles.text}>{m.text}</Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
