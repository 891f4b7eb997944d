import { ServiceList } from "@optika/ui";
import { type LoaderFunctionArgs, type MetaFunction, redirect, useLoaderData } from "react-router";
import { clinicsMessages as m } from "../features/clinics/messages.ts";
import { SERVICE_SLUG, serviceCategoryOrMove } from "../features/clinics/service-address.server.ts";
import { serviceItem } from "../features/clinics/service-items.ts";
import { LandingPage } from "../features/layout/LandingPage.tsx";
import { pageMeta } from "../features/seo/meta.ts";
import { sharedApiContext } from "../server/api.server.ts";
import { notFound } from "../server/api-response.ts";

/**
 * /uslugi/{category}: the services of one category. Any other slug is an old service address
 * (NOTES, legacy redirects): 301 to that service's page when a service has the slug, else to /uslugi.
 */
export async function loader({ context, url, params }: LoaderFunctionArgs) {
  const slug = params.category ?? "";
  if (!SERVICE_SLUG.test(slug)) return notFound();
  const found = await serviceCategoryOrMove(context.get(sharedApiContext), slug);
  if ("location" in found) throw redirect(found.location, 301);
  const { category } = found;
  return {
    category: { slug: category.slug, name: category.name, description: category.description },
    items: category.services.map(serviceItem),
    canonical: `${url.origin}/uslugi/${category.slug}`,
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(matches, {
        title: loaderData.category.name,
        description: m.services.categoryDescription(
          loaderData.category.name,
          loaderData.category.description,
        ),
        canonical: loaderData.canonical,
      })
    : [];

export default function ServiceCategoryRoute() {
  const { category, items } = useLoaderData<typeof loader>();
  return (
    <LandingPage
      breadcrumbs={[
        { label: m.home, href: "/" },
        { label: m.services.title, href: "/uslugi" },
        { label: category.name },
      ]}
      title={category.name}
      lead={category.description}
    >
      <ServiceList label={category.name} items={items} bookLabel={m.services.book} headingLevel={2} />
    </LandingPage>
  );
}
