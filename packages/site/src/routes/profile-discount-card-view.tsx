import { russianDateOfIso } from "@optika/domain/dates";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { requireUser } from "../features/auth/require-user.server.ts";
import { cardBarcodeSvg } from "../features/profile/barcode.server.ts";
import { profileMessages as m } from "../features/profile/messages.ts";
import { ProfileFrame } from "../features/profile/ProfileFrame.tsx";
import styles from "../features/profile/profile.module.css";
import { PERSONAL_HEADERS, profileBody } from "../features/profile/profile-data.server.ts";
import { personalPageMeta } from "../features/profile/profile-meta.ts";
import { apiContext } from "../server/api.server.ts";
import { notFound } from "../server/api-response.ts";

export async function loader({ context, params, url }: LoaderFunctionArgs) {
  await requireUser({ url, context });
  const response = await context
    .get(apiContext)
    .profile.discountCard({ params: { guid: params.guid ?? "" } });
  if (response.status === 404 || response.status === 400) notFound();
  const { card } = profileBody(url, response);
  return {
    number: card.number,
    kind: card.kind,
    discount: card.discount_percent,
    issued: russianDateOfIso(card.issued_at),
    // drawn on the server: the barcode library stays out of every page's JavaScript
    barcodeSvg: cardBarcodeSvg(card.number, card.barcode_format),
  };
}

export const headers = () => PERSONAL_HEADERS;
export const meta: MetaFunction = ({ matches }) => personalPageMeta(matches, m.discountCard);

/** `/profile/discount-card/{guid}`: the card with a barcode a till scanner reads. */
export default function ProfileDiscountCardViewRoute() {
  const card = useLoaderData<typeof loader>();
  return (
    <ProfileFrame title={m.discountCard}>
      <div className={styles.stack}>
        <figure className={styles.barcode} style={{ margin: 0 }}>
          <div
            role="img"
            aria-label={m.cardBarcodeAlt(card.number)}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG made by bwip-js on our server from a 13-digit number
            dangerouslySetInnerHTML={{ __html: card.barcodeSvg }}
          />
          <figcaption className={styles.cardNumber}>{card.number}</figcaption>
        </figure>
        <p className={styles.muted}>
          {m.cardKind[card.kind]} · {m.cardDiscount(card.discount)} · {m.cardIssued(card.issued)}
        </p>
        <p>{m.cardHint}</p>
      </div>
    </ProfileFrame>
  );
}
