import { useId } from "react";
import { SearchIcon } from "../icons/icons.tsx";
import styles from "./search-results.module.css";

export interface ISearchPageFormProps {
  defaultValue: string;
  /** Default '/search'. */
  action?: string;
  label: string;
  submitLabel: string;
}

/** The query box at the top of the results page: a plain GET form (works before and without scripts). */
export function SearchPageForm({
  defaultValue,
  action = "/search",
  label,
  submitLabel,
}: ISearchPageFormProps) {
  const inputId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari < 17 and happy-dom; the role says the same
    <form role="search" action={action} method="get" className={styles.form}>
      <label htmlFor={inputId} className={styles.formLabel}>
        {label}
      </label>
      <input
        id={inputId}
        type="search"
        name="search"
        defaultValue={defaultValue}
        placeholder={label}
        autoComplete="off"
        enterKeyHint="search"
        className={styles.formInput}
      />
      <button type="submit" className={styles.formSubmit} aria-label={submitLabel}>
        <SearchIcon size={20} />
      </button>
    </form>
  );
}
