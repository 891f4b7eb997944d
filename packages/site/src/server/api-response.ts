import { data } from "react-router";

type TApiResponse = { status: number; body: unknown };

/**
 * HTTP status a page answers with when the API answered `status`: 404 for not found and for
 * rejected input (a route whose parameters fail validation is a 404, spec §5), 401 as is,
 * upstream failures as 502, anything else unexpected as 500.
 */
export function pageStatusFor(apiStatus: number): number {
  if (apiStatus === 404 || apiStatus === 400 || apiStatus === 422) return 404;
  if (apiStatus === 401 || apiStatus === 403) return 401;
  if (apiStatus >= 500) return 502;
  return 500;
}

/** The body of a 200 answer; any other answer becomes a thrown page error with the mapped status. */
export function expectOk<T extends TApiResponse>(response: T): Extract<T, { status: 200 }>["body"] {
  if (response.status === 200) return response.body as Extract<T, { status: 200 }>["body"];
  throw data(null, { status: pageStatusFor(response.status) });
}

/** The body of a 200 answer, or null for a 404 (other answers throw like `expectOk`). */
export function okOrNull<T extends TApiResponse>(response: T): Extract<T, { status: 200 }>["body"] | null {
  if (response.status === 404) return null;
  return expectOk(response);
}

/** Throws the 404 page. */
export function notFound(): never {
  throw data(null, { status: 404 });
}
