import type { TEyeMode } from "@optika/domain/quick-buy";
import { quickBuyUiMessages as m } from "./messages.ts";
import styles from "./quick-buy.module.css";

export interface IEyeModeSwitchProps {
  mode: TEyeMode;
  onChange: (mode: TEyeMode) => void;
  /** a radio group name unique on the page */
  name: string;
}

/** 'Одинаковые для обоих глаз' / 'Разные для каждого глаза': one set of options or one per eye. */
export function EyeModeSwitch({ mode, onChange, name }: IEyeModeSwitchProps) {
  const choices: { mode: TEyeMode; label: string }[] = [
    { mode: "same", label: m.eyeSame },
    { mode: "various", label: m.eyeVarious },
  ];
  return (
    <fieldset className={styles.eyeSwitch}>
      <legend className={styles.eyeLegend}>{m.eyeMode}</legend>
      <div className={styles.eyeChoices}>
        {choices.map((choice) => (
          <label
            key={choice.mode}
            className={mode === choice.mode ? `${styles.eyeChoice} ${styles.eyeChoiceOn}` : styles.eyeChoice}
          >
            <input
              type="radio"
              className={styles.eyeRadio}
              name={name}
              value={choice.mode}
              checked={mode === choice.mode}
              onChange={() => onChange(choice.mode)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
