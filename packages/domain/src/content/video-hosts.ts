/**
 * The video hosts whose players a page may frame (CMS video blocks, iframes in rich text, /video).
 * One list for the three places that must agree: the content contract and the API's sanitiser let
 * only these players in, and the storefront's Content-Security-Policy lets exactly these be framed
 * (before, the CSP knew two of the six and blocked players the CMS had accepted).
 */
export const VIDEO_EMBED_HOSTS = [
  "www.youtube.com",
  "youtube.com",
  "www.youtube-nocookie.com",
  "rutube.ru",
  "vk.com",
  "vkvideo.ru",
] as const;

/** True for an https URL on one of the video hosts (any path; no credentials, no port). */
export function isVideoEmbedUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    parsed.protocol === "https:" &&
    parsed.port === "" &&
    parsed.username === "" &&
    parsed.password === "" &&
    (VIDEO_EMBED_HOSTS as readonly string[]).includes(parsed.hostname)
  );
}

/** The hosts as CSP `frame-src` sources. */
export function videoFrameSources(): string[] {
  return VIDEO_EMBED_HOSTS.map((host) => `https://${host}`);
}
