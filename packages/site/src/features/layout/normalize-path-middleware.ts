import { normalizePath } from "@optika/domain";
import { type MiddlewareFunction, redirect } from "react-router";

/** Before anything else: capitals → lowercase, trailing slash removed, as one 301 (query kept). */
export const normalizePathMiddleware: MiddlewareFunction<Response> = ({ url }) => {
  const target = normalizePath(url.pathname);
  if (target !== null) throw redirect(`${target}${url.search}`, 301);
};
