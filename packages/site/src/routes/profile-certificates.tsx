import { russianDateOfIso } from "@optika/domain/dates";
import { formatPrice } from "@optika/domain/money";
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
  const { certificates } = profileBody(url, await context.get(apiContext).profile.certificates());
  return {
    certificates: certificates.map((c) => ({
      id: c.id,
      code: c.code,
      nominal: formatPrice(c.nominal),
      balance: formatPrice(c.balance),
      status: c.status,
      expires: c.expires_at ? m.certificateExpires(russianDateOfIso(c.expires_at)) : m.certificateNoEnd,
    })),
  };
}

export const headers = () => PERSONAL_HEADERS;
export const meta: MetaFunction = ({ matches }) => personalPageMeta(matches, m.certificates);

/** `/profile/certificates`: the shopper's gift certificates with their codes and balances. */
export default function ProfileCertificatesRoute() {
  const { certificates } = useLoaderData<typeof loader>();
  return (
    <ProfileFrame title={m.certificates}>
      {certificates.length === 0 ? (
        <div className={styles.empty}>
          <p>{m.noCertificates}</p>
          <Button href="/sertifikaty">{m.toCertificates}</Button>
        </div>
      ) : (
        <div className={styles.grid}>
          {certificates.map((c) => (
            <section key={c.id} className={styles.tile} aria-label={`${m.certificateCode} ${c.code}`}>
              <span className={styles.tileLabel}>{m.certificateStatus[c.status]}</span>
              <span className={styles.tileValue}>{c.code}</span>
              <span>
                {m.certificateNominal}: {c.nominal}
              </span>
              <span>
                {m.certificateBalance}: {c.balance}
              </span>
              <span className={styles.muted}>{c.expires}</span>
            </section>
          ))}
        </div>
      )}
    </ProfileFrame>
  );
}
