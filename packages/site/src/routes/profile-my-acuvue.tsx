import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { requireUser } from "../features/auth/require-user.server.ts";
import { profileMessages as m } from "../features/profile/messages.ts";
import { ProfileFrame } from "../features/profile/ProfileFrame.tsx";
import styles from "../features/profile/profile.module.css";
import { PERSONAL_HEADERS } from "../features/profile/profile-data.server.ts";
import { personalPageMeta } from "../features/profile/profile-meta.ts";

/** Guarded now; the MyACUVUE profile itself comes with issue 15. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  return null;
}

export const headers = () => PERSONAL_HEADERS;
export const meta: MetaFunction = ({ matches }) => personalPageMeta(matches, m.myAcuvueTitle);

export default function ProfileMyAcuvueRoute() {
  return (
    <ProfileFrame title={m.myAcuvueTitle}>
      <div className={styles.empty}>
        <p>{m.myAcuvueNotConnected}</p>
      </div>
    </ProfileFrame>
  );
}
