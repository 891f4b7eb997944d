import { quickBuyMessages } from "@optika/domain/quick-buy";
import { useId } from "react";
import { quickBuyUiMessages } from "./messages.ts";
import { OptionValueList, type TOptionValueItem } from "./OptionValueList.tsx";
import styles from "./quick-buy.module.css";

export interface IOptionGroupFieldProps {
  groupId: number;
  title: string;
  options: readonly TOptionValueItem[];
  selectedId: number | null;
  /** the previous groups are chosen */
  isEnabled: boolean;
  /** no value exists while a combination does: 'Недоступно', disabled */
  isUnavailable: boolean;
  /** required and unchosen after an add attempt: 'Обязательно к заполнению' */
  isMissing: boolean;
  /** not enabled yet: the title of the earlier group to choose first ('Сначала выберите «…»') */
  waitingFor?: string | undefined;
  onSelect: (id: number) => void;
}

/** One option group of an eye set: its title, its values, and the required mark when left unchosen. */
export function OptionGroupField({
  groupId,
  title,
  options,
  selectedId,
  isEnabled,
  isUnavailable,
  isMissing,
  waitingFor,
  onSelect,
}: IOptionGroupFieldProps) {
  const titleId = useId();
  const messageId = useId();
  const isDisabled = !isEnabled || isUnavailable;
  return (
    // biome-ignore lint/a11y/useSemanticElements: toggle buttons, not form fields
    <div
      role="group"
      aria-labelledby={titleId}
      aria-describedby={isMissing ? messageId : undefined}
      aria-disabled={isDisabled || undefined}
      className={isDisabled ? `${styles.group} ${styles.groupDisabled}` : styles.group}
      data-option-group={groupId}
      data-missing={isMissing || undefined}
    >
      <p id={titleId} className={styles.groupTitle}>
        {title}
      </p>
      {isUnavailable ? (
        <p className={styles.unavailable}>{quickBuyMessages.unavailable}</p>
      ) : !isEnabled && waitingFor && options.length === 0 ? (
        <p className={styles.waiting}>{quickBuyUiMessages.chooseFirst(waitingFor)}</p>
      ) : (
        <OptionValueList
          values={options}
          selectedId={selectedId}
          isDisabled={isDisabled}
          groupTitle={title}
          onSelect={onSelect}
        />
      )}
      {isMissing ? (
        <p id={messageId} className={styles.required} role="alert">
          {quickBuyMessages.required}
        </p>
      ) : null}
    </div>
  );
}
