import { Button } from "@optika/ui";
import { vacanciesMessages as m } from "./messages.ts";
import styles from "./vacancies.module.css";
import type { TVacancyView } from "./vacancy-view.ts";

/** Open vacancies: title, city, salary, duties, requirements, conditions and a link to the reply form. */
export function VacancyList({ vacancies }: { vacancies: readonly TVacancyView[] }) {
  return (
    <ul className={styles.list} aria-label={m.listLabel}>
      {vacancies.map((v) => (
        <li key={v.id} className={styles.card}>
          <h2 className={styles.title}>{v.title}</h2>
          <p className={styles.facts}>
            <span>{v.city}</span>
            <strong className={styles.salary}>{v.salary}</strong>
          </p>
          <div className={styles.columns}>
            {(
              [
                [m.duties, v.duties],
                [m.requirements, v.requirements],
                [m.conditions, v.conditions],
              ] as const
            ).map(([heading, items]) =>
              items.length > 0 ? (
                <div key={heading}>
                  <h3 className={styles.subTitle}>{heading}</h3>
                  <ul className={styles.points}>
                    {items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              ) : null,
            )}
          </div>
          <Button href={`/vakansii?vacancy=${v.id}#otklik`} variant="secondary" size="sm">
            {m.reply}
          </Button>
        </li>
      ))}
    </ul>
  );
}
