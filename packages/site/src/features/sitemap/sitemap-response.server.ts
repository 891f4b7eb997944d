/** How long crawlers and proxies may keep robots.txt and sitemaps (the API's lists change slowly). */
const CACHE_CONTROL = "public, max-age=600";

export function textResponse(body: string, contentType: string): Response {
  return new Response(body, {
    status: 200,
    headers: { "content-type": `${contentType}; charset=utf-8`, "cache-control": CACHE_CONTROL },
  });
}
