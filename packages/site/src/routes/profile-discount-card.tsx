import { russianDateOfIso } from "@optika/domain/dates";
import { Button } from "@optika/ui";
import { Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { requireUser } from "../features/auth/require-user.server.ts";
import { profileMessages as m } from "../features/profile/messages.ts";
import { ProfileFrame } from "../features/profile/ProfileFrame.tsx";
import styles from "../features/profile/profile.module.css";
import { PERSONAL_HEADERS, profileBody } from "../features/profile/profile-data.server.ts";
import { personalPageMeta } from "../features/profile/profile-meta.ts";
import { apiContext } from "../server/api.server.ts";

export async function loader({ context, url }: LoaderFunctionArgs) {
  await requireUser({ url, context });
  const { cards } = profileBody(url, await context.get(apiContext).profile.discountCards());
  return {
    cards: cards.map((card) => ({
      guid: card.guid,
      number: card.number,
      kind: card.kind,
      discount: card.discount_percent,
      issued: russianDateOfIso(card.issued_at),
    })),
  };
}

export const headers = () => PERSONAL_HEADERS;
export const meta: MetaFunction = ({ matches }) => personalPageMeta(matches, m.discountCard);

/** `/profile/discount-card`: the shopper's cards, each opening its barcode; else how to get one. */
export default function ProfileDiscountCardRoute() {
  const { cards } = useLoaderData<typeof loader>();
  return (
    <ProfileFrame title={m.discountCard}>
      {cards.length === 0 ? (
        <div className={styles.empty}>
          <p>{m.noCards}</p>
          <Button href="/profile/discount-card/get-card">{m.getCard}</Button>
        </div>
      ) : (
        <div className={styles.stack}>
          {cards.map((card) => (
            <Link key={card.guid} className={styles.card} to={`/profile/discount-card/${card.guid}`}>
              <span className={styles.cardKind}>
                {m.cardKind[card.kind]} · {m.cardDiscount(card.discount)}
              </span>
              <span className={styles.cardNumber}>{card.number}</span>
              <span className={styles.cardKind}>
                {m.cardIssued(card.issued)} · {m.cardOpen}
              </span>
            </Link>
          ))}
        </div>
      )}
    </ProfileFrame>
  );
}
