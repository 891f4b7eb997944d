import { clsx } from "clsx";
import { SearchHitContent } from "../search-parts/SearchHitContent.tsx";
import styles from "./search-results.module.css";

export interface ISearchHit {
  key: string;
  title: string;
  /** The hit's page; without it the title is plain text (a lens option: its links are the pages). */
  href?: string | null;
  /** An announce, a position, a question's text. */
  text?: string | null;
  /** Further links of the hit (a lens option's parameter pages). */
  links?: readonly { label: string; href: string }[];
}

export interface ISearchHitListProps {
  hits: readonly ISearchHit[];
  /** "tiles": short hits side by side (categories, specialists); "rows": one per line. */
  layout?: "rows" | "tiles";
}

/** Text hits of a results section: a title link, a line of text, further links. */
export function SearchHitList({ hits, layout = "rows" }: ISearchHitListProps) {
  return (
    <ul className={clsx(styles.hits, layout === "tiles" && styles.tiles)}>
      {hits.map((hit) => (
        <li key={hit.key} className={styles.hit}>
          <SearchHitContent hit={hit} classes={styles} />
        </li>
      ))}
    </ul>
  );
}
