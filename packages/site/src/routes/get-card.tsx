import { Button } from "@optika/ui";
import {
  type ActionFunctionArgs,
  Form,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useNavigation,
} from "react-router";
import { requireUser } from "../features/auth/require-user.server.ts";
import { profileMessages as m } from "../features/profile/messages.ts";
import { ProfileFrame } from "../features/profile/ProfileFrame.tsx";
import styles from "../features/profile/profile.module.css";
import { PERSONAL_HEADERS, profileBody } from "../features/profile/profile-data.server.ts";
import { personalPageMeta } from "../features/profile/profile-meta.ts";
import { apiContext } from "../server/api.server.ts";

const cardPath = (guid: string) => `/profile/discount-card/${guid}`;

/** A shopper who already has a virtual card sees it instead. */
export async function loader({ context, url }: LoaderFunctionArgs) {
  await requireUser({ url, context });
  const { cards } = profileBody(url, await context.get(apiContext).profile.discountCards());
  const virtual = cards.find((card) => card.kind === "virtual");
  if (virtual) throw redirect(cardPath(virtual.guid));
  return null;
}

/** Issues the virtual card (idempotent on the API) and shows it. */
export async function action({ context, url }: ActionFunctionArgs) {
  await requireUser({ url, context });
  const { card } = profileBody(url, await context.get(apiContext).profile.issueDiscountCard());
  throw redirect(cardPath(card.guid));
}

export const headers = () => PERSONAL_HEADERS;
export const meta: MetaFunction = ({ matches }) => personalPageMeta(matches, m.getCardTitle);

/** `/get-card` and `/profile/discount-card/get-card`: issue a virtual discount card. */
export default function GetCardRoute() {
  const isIssuing = useNavigation().state === "submitting";
  return (
    <ProfileFrame title={m.getCardTitle}>
      <div className={`${styles.panel} ${styles.stack}`}>
        <p className={styles.muted}>{m.getCardLead}</p>
        <Form method="post">
          <Button type="submit" size="lg" disabled={isIssuing}>
            {isIssuing ? m.getCardIssuing : m.getCardButton}
          </Button>
        </Form>
      </div>
    </ProfileFrame>
  );
}
