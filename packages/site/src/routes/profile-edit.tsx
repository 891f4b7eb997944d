import { formatPhoneInput } from "@optika/domain/phone";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { requireUser } from "../features/auth/require-user.server.ts";
import { profileMessages as m } from "../features/profile/messages.ts";
import { ProfileEditForm } from "../features/profile/ProfileEditForm.tsx";
import { ProfileFrame } from "../features/profile/ProfileFrame.tsx";
import { PERSONAL_HEADERS, profileBody } from "../features/profile/profile-data.server.ts";
import { personalPageMeta } from "../features/profile/profile-meta.ts";
import { apiContext } from "../server/api.server.ts";

export async function loader({ context, url }: LoaderFunctionArgs) {
  await requireUser({ url, context });
  const { profile } = profileBody(url, await context.get(apiContext).profile.getProfile());
  return {
    phone: formatPhoneInput(profile.phone),
    initial: {
      name: profile.name ?? "",
      email: profile.email ?? "",
      birthday: profile.birthday ?? "",
      is_marketing: profile.is_marketing,
    },
  };
}

export const headers = () => PERSONAL_HEADERS;
export const meta: MetaFunction = ({ matches }) => personalPageMeta(matches, m.editTitle);

/** `/profile/edit`: name, e-mail, birthday, marketing consent. */
export default function ProfileEditRoute() {
  const { phone, initial } = useLoaderData<typeof loader>();
  return (
    <ProfileFrame title={m.editTitle}>
      <ProfileEditForm phone={phone} initial={initial} />
    </ProfileFrame>
  );
}
