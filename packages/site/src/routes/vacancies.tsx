import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { requestForm } from "../features/forms/request-form.server.ts";
import { LandingPage } from "../features/layout/LandingPage.tsx";
import { pageMeta } from "../features/seo/meta.ts";
import { vacanciesMessages as m } from "../features/vacancies/messages.ts";
import {
  sendVacancyReply,
  type TVacancyReplyErrors,
  type TVacancyReplyValues,
} from "../features/vacancies/send-vacancy-reply.server.ts";
import { VacancyList } from "../features/vacancies/VacancyList.tsx";
import { VacancyReply } from "../features/vacancies/VacancyReply.tsx";
import { VacancyStructuredData } from "../features/vacancies/VacancyStructuredData.tsx";
import { vacancyView } from "../features/vacancies/vacancy-view.ts";
import { apiContext, sharedApiContext } from "../server/api.server.ts";
import { expectOk } from "../server/api-response.ts";

/** /vakansii: open vacancies and the reply form (stored by the API among the form submissions). */
export async function loader({ context, url }: LoaderFunctionArgs) {
  const { items } = expectOk(await context.get(sharedApiContext).vacancies.listVacancies());
  const asked = Number(url.searchParams.get("vacancy"));
  return {
    vacancies: items.map(vacancyView),
    selectedId: items.some((v) => v.id === asked) ? asked : null,
    canonical: `${url.origin}/vakansii`,
  };
}

export async function action({ context, request }: ActionFunctionArgs) {
  const result = await sendVacancyReply(context.get(apiContext), await requestForm(request));
  return result.kind === "sent"
    ? { sent: true as const }
    : data({ errors: result.errors, values: result.values }, { status: result.status });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  pageMeta(matches, { title: m.title, description: m.description, canonical: loaderData?.canonical });

export default function VacanciesRoute() {
  const { vacancies, selectedId } = useLoaderData<typeof loader>();
  const answer = useActionData() as
    | { sent?: true; errors?: TVacancyReplyErrors; values?: TVacancyReplyValues }
    | undefined;
  return (
    <LandingPage
      breadcrumbs={[{ label: m.home, href: "/" }, { label: m.title }]}
      title={m.title}
      lead={m.lead}
    >
      {vacancies.length > 0 ? <VacancyList vacancies={vacancies} /> : <p>{m.empty}</p>}
      <VacancyStructuredData vacancies={vacancies} />
      {vacancies.length > 0 ? (
        <VacancyReply
          vacancies={vacancies.map((v) => ({ id: v.id, title: v.title, city: v.city }))}
          selectedId={selectedId}
          answer={answer}
        />
      ) : null}
    </LandingPage>
  );
}
