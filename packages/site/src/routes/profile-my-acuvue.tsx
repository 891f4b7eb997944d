import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { requireUser } from "../features/auth/require-user.server.ts";
import { useLayoutData } from "../features/layout/use-layout.ts";
import { MyAcuvueMember, MyAcuvueNotConnected } from "../features/myacuvue/MyAcuvueProfile.tsx";
import { myAcuvueProfile } from "../features/myacuvue/my-acuvue-profile.server.ts";
import { profileMessages as m } from "../features/profile/messages.ts";
import { ProfileFrame } from "../features/profile/ProfileFrame.tsx";
import { PERSONAL_HEADERS } from "../features/profile/profile-data.server.ts";
import { personalPageMeta } from "../features/profile/profile-meta.ts";
import { apiContext } from "../server/api.server.ts";

export async function loader({ context, url }: LoaderFunctionArgs) {
  await requireUser({ url, context });
  return { profile: await myAcuvueProfile(url, context.get(apiContext)) };
}

export const headers = () => PERSONAL_HEADERS;
export const meta: MetaFunction = ({ matches }) => personalPageMeta(matches, m.myAcuvueTitle);

/** `/profile/my-acuvue`: the member's MyACUVUE profile, or its sign-in for a shopper without one. */
export default function ProfileMyAcuvueRoute() {
  const { profile } = useLoaderData<typeof loader>();
  const layout = useLayoutData();
  return (
    <ProfileFrame title={m.myAcuvueTitle}>
      {profile ? (
        <MyAcuvueMember profile={profile} />
      ) : (
        <MyAcuvueNotConnected isProgrammeOn={layout?.myAcuvueEnabled ?? false} />
      )}
    </ProfileFrame>
  );
}
