import { BONUS_FORMS } from "@optika/domain/commerce";
import { pluralRu } from "@optika/domain/language";
import { formatNumber } from "@optika/domain/money";
import { formatPhoneInput } from "@optika/domain/phone";
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
  const api = context.get(apiContext);
  const [profile, cards, bonuses] = await Promise.all([
    api.profile.getProfile(),
    api.profile.discountCards(),
    api.profile.bonuses(),
  ]);
  const { profile: me } = profileBody(url, profile);
  const card = profileBody(url, cards).cards[0] ?? null;
  return {
    name: me.name,
    phone: formatPhoneInput(me.phone),
    card: card ? { guid: card.guid, number: card.number } : null,
    bonusBalance: profileBody(url, bonuses).balance,
  };
}

export const headers = () => PERSONAL_HEADERS;
export const meta: MetaFunction = ({ matches }) => personalPageMeta(matches, m.profile);

/** `/profile`: who is signed in, and the way to every part of the account. */
export default function ProfileRoute() {
  const { name, phone, card, bonusBalance } = useLoaderData<typeof loader>();
  return (
    <ProfileFrame title={m.profile}>
      <div className={styles.stack}>
        <section className={`${styles.panel} ${styles.person}`} aria-label={m.overview}>
          <p className={styles.personName}>{name ?? m.noName}</p>
          <p className={styles.muted}>
            {m.phone}: {phone}
          </p>
          {name ? null : (
            <p>
              <Link to="/profile/edit">{m.addName}</Link>
            </p>
          )}
        </section>
        <div className={styles.grid}>
          <Link className={styles.tile} to="/profile/orders">
            <span className={styles.tileLabel}>{m.orders}</span>
            <span className={styles.tileValue}>{m.ordersTile}</span>
          </Link>
          <Link className={styles.tile} to="/profile/edit">
            <span className={styles.tileLabel}>{m.edit}</span>
            <span className={styles.tileValue}>{name ?? m.noName}</span>
          </Link>
          <Link
            className={styles.tile}
            to={card ? `/profile/discount-card/${card.guid}` : "/profile/discount-card/get-card"}
          >
            <span className={styles.tileLabel}>{m.discountCard}</span>
            <span className={styles.tileValue}>{card ? card.number : m.getCard}</span>
          </Link>
          <Link className={styles.tile} to="/profile/bonuses">
            <span className={styles.tileLabel}>{m.bonuses}</span>
            <span className={styles.tileValue}>
              {formatNumber(bonusBalance)} {pluralRu(bonusBalance, BONUS_FORMS)}
            </span>
          </Link>
          <Link className={styles.tile} to="/profile/certificates">
            <span className={styles.tileLabel}>{m.certificates}</span>
            <span className={styles.tileValue}>{m.certificatesTile}</span>
          </Link>
          <Link className={styles.tile} to="/profile/zapis">
            <span className={styles.tileLabel}>{m.appointments}</span>
            <span className={styles.tileValue}>{m.appointmentsTile}</span>
          </Link>
        </div>
      </div>
    </ProfileFrame>
  );
}
