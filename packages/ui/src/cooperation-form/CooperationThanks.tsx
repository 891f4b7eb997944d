import { Button } from "../button/Button.tsx";
import styles from "./cooperation-form.module.css";
import { cooperationFormMessages as m } from "./messages.ts";
import { ThanksIllustration } from "./ThanksIllustration.tsx";

export interface ICooperationThanksProps {
  /** the site variable's text, or the default (the domain's `cooperationThanksText`) */
  message: string;
  onClose: () => void;
}

/** What the enquiry modal shows once the letter is stored. */
export function CooperationThanks({ message, onClose }: ICooperationThanksProps) {
  return (
    <div className={styles.thanks}>
      <ThanksIllustration className={styles.picture} />
      <p className={styles.thanksText} role="status">
        {message}
      </p>
      <Button variant="secondary" size="lg" onClick={onClose}>
        {m.close}
      </Button>
    </div>
  );
}
