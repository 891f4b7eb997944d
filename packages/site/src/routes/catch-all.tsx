import { resolveLegacyRedirect } from "@optika/domain/urls";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { notFound } from "../server/api-response.ts";

/**
 * Any other path: a legacy address gets its one 301 (query kept), everything else the 404 page.
 * (Old product slugs with an article number are handled by the product route itself.)
 */
export function loader({ url }: LoaderFunctionArgs) {
  const target = resolveLegacyRedirect(`${url.pathname}${url.search}`, { productSlugExists: () => false });
  if (target) throw redirect(target, 301);
  return notFound();
}

export default function CatchAllRoute() {
  return null;
}
