import type { parameterRow } from "./competitors-view.ts";
import styles from "./lens-competitors.module.css";
import { lensCompetitorMessages as m } from "./messages.ts";

type TRow = {
  id: number;
  name: string;
  url: string;
  score: string | null;
  row: ReturnType<typeof parameterRow>;
};

/** The lens and its competitors side by side: type, period, material, fitting parameters, similarity. */
export function CompetitorTable({ rows }: { rows: TRow[] }) {
  const c = m.columns;
  return (
    <section
      className={styles.tableWrap}
      aria-labelledby="competitors-table-title"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the phone scrolls; keyboard users reach it (axe scrollable-region-focusable)
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption id="competitors-table-title" className={styles.caption}>
          {m.tableTitle}
        </caption>
        <thead>
          <tr>
            <th scope="col">{c.lens}</th>
            <th scope="col">{c.type}</th>
            <th scope="col">{c.period}</th>
            <th scope="col">{c.material}</th>
            <th scope="col">{c.baseCurve}</th>
            <th scope="col">{c.diameter}</th>
            <th scope="col">{c.sphere}</th>
            <th scope="col">{c.score}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className={r.score === null ? styles.original : undefined}>
              <th scope="row">
                <a href={r.url}>{r.name}</a>
                {r.score === null ? <span className={styles.badge}> ({m.original})</span> : null}
              </th>
              <td>{r.row.type}</td>
              <td>{r.row.period}</td>
              <td>{r.row.material}</td>
              <td>{r.row.baseCurve}</td>
              <td>{r.row.diameter}</td>
              <td>{r.row.sphere}</td>
              <td>{r.score ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
