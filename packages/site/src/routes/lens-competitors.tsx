import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { ProductList } from "../features/catalog/ProductList.tsx";
import { LandingPage } from "../features/layout/LandingPage.tsx";
import { CompetitorTable } from "../features/lens-competitors/CompetitorTable.tsx";
import { competitorsView } from "../features/lens-competitors/competitors-view.ts";
import styles from "../features/lens-competitors/lens-competitors.module.css";
import { lensCompetitorMessages as m } from "../features/lens-competitors/messages.ts";
import { pageMeta } from "../features/seo/meta.ts";
import { sharedApiContext } from "../server/api.server.ts";
import { expectOk, notFound } from "../server/api-response.ts";

/** /lenses/competitors/{slug}: lenses comparable to one (same type and period, closest parameters); unknown slug → 404. */
export async function loader({ context, url, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!/^[a-z0-9._-]{1,100}$/.test(slug)) notFound();
  const answer = await context.get(sharedApiContext).lensCompetitors.get({ params: { slug } });
  if (answer.status === 404 || answer.status === 400) notFound();
  return { ...competitorsView(expectOk(answer)), canonical: `${url.origin}/lenses/competitors/${slug}` };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(matches, {
        title: m.title(loaderData.lens.name),
        description: m.description(loaderData.lens.name, loaderData.cards.length),
        canonical: loaderData.canonical,
      })
    : [];

export default function LensCompetitorsRoute() {
  const { lens, cards, rows } = useLoaderData<typeof loader>();
  return (
    <LandingPage
      breadcrumbs={[
        { label: m.home, href: "/" },
        { label: m.lenses, href: "/lenses" },
        { label: lens.name, href: lens.url },
        { label: m.title(lens.name) },
      ]}
      title={m.title(lens.name)}
      lead={m.lead}
    >
      {cards.length > 0 ? (
        <ProductList products={cards} label={m.listLabel} priorityCount={4} />
      ) : (
        <p className={styles.none}>{m.none}</p>
      )}
      <section className={styles.section}>
        <CompetitorTable
          rows={[{ id: 0, name: lens.name, url: lens.url, score: null, row: lens.row }, ...rows]}
        />
      </section>
      <p className={styles.section}>
        <a href={lens.url}>{m.backToProduct}</a>
      </p>
    </LandingPage>
  );
}
