import { BONUS_FORMS } from "@optika/domain/commerce";
import { russianDateOfIso } from "@optika/domain/dates";
import { pluralRu } from "@optika/domain/language";
import { formatNumber } from "@optika/domain/money";
import { Button } from "@optika/ui";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { requireUser } from "../features/auth/require-user.server.ts";
import { profileMessages as m } from "../features/profile/messages.ts";
import { ProfileFrame } from "../features/profile/ProfileFrame.tsx";
import styles from "../features/profile/profile.module.css";
import { PERSONAL_HEADERS, profileBody } from "../features/profile/profile-data.server.ts";
import { personalPageMeta } from "../features/profile/profile-meta.ts";
import { apiContext } from "../server/api.server.ts";

export async function loader({ context, url }: LoaderFunctionArgs) {
  await requireUser({ url, context });
  const { balance, history } = profileBody(url, await context.get(apiContext).profile.bonuses());
  return {
    balance,
    history: history.map((entry) => ({
      id: entry.id,
      amount: entry.amount,
      kind: entry.kind,
      description: entry.description,
      date: russianDateOfIso(entry.created_at),
    })),
  };
}

export const headers = () => PERSONAL_HEADERS;
export const meta: MetaFunction = ({ matches }) => personalPageMeta(matches, m.bonuses);

const bonuses = (n: number) => `${formatNumber(n)} ${pluralRu(Math.abs(n), BONUS_FORMS)}`;

/** `/profile/bonuses`: the balance and the history of accruals and spendings. */
export default function ProfileBonusesRoute() {
  const { balance, history } = useLoaderData<typeof loader>();
  return (
    <ProfileFrame title={m.bonuses}>
      <div className={styles.stack}>
        <section className={styles.panel} aria-labelledby="bonus-balance">
          <p id="bonus-balance" className={styles.muted}>
            {m.bonusBalance}
          </p>
          <p className={styles.balance}>{bonuses(balance)}</p>
        </section>
        {history.length === 0 ? (
          <div className={styles.empty}>
            <p>{m.noBonuses}</p>
            <Button href="/catalog">{m.toCatalog}</Button>
          </div>
        ) : (
          <section className={styles.panel} aria-labelledby="bonus-history">
            <h2 id="bonus-history">{m.bonusHistory}</h2>
            <table className={styles.table}>
              <tbody>
                {history.map((entry) => (
                  <tr key={entry.id}>
                    <td>{entry.date}</td>
                    <td>
                      {m.bonusKind[entry.kind]}
                      <br />
                      <span className={styles.muted}>{entry.description}</span>
                    </td>
                    <td className={entry.amount >= 0 ? styles.amountPlus : styles.amountMinus}>
                      {entry.amount > 0 ? "+" : ""}
                      {bonuses(entry.amount)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </div>
    </ProfileFrame>
  );
}
