import type { TService, TServiceCategory } from "@optika/api-contract";
import type { TApiClient } from "../../server/api.server.ts";
import { okOrNull } from "../../server/api-response.ts";
import { servicePath } from "./service-items.ts";

/** A category slug or an old service one: letters, digits, '.', '_' and '-'. */
export const SERVICE_SLUG = /^[a-z0-9._-]{1,100}$/;

/**
 * What `/uslugi/{slug}` is: a category of services (its page stands), or else an old service address
 * (NOTES, legacy redirects) whose 301 goes to that service's page, or to /uslugi when no service
 * has the slug. One answer for the category page's loader and for the path normalisation, so
 * '/uslugi/{old}/' reaches the service in one 301, not two.
 */
export async function serviceCategoryOrMove(
  api: TApiClient,
  slug: string,
): Promise<{ category: TServiceCategory & { services: TService[] } } | { location: string }> {
  const listed = okOrNull(await api.clinics.listServices({ query: { category: slug } }));
  const category = listed?.categories.find((c) => c.slug === slug);
  if (category) return { category };
  const service = okOrNull(await api.clinics.getService({ params: { slug } }));
  return { location: service ? servicePath(service.service) : "/uslugi" };
}
