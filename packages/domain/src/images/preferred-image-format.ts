/** First Safari / iOS major version that shows WebP. */
export const WEBP_MIN_SAFARI_VERSION = 14;

const IOS_VERSION = /(?:iPhone|iPad|iPod)[^)]*? OS (\d+)[_.]/;
const SAFARI_VERSION = /Version\/(\d+)(?:\.\d+)*.*Safari\//;
const NOT_SAFARI = /Chrome|Chromium|CriOS|FxiOS|Firefox|Edg|OPR|Android|SamsungBrowser|YaBrowser/;

/**
 * "jpg" for Safari below 14 (desktop Safari by its Version/ token, and every iOS browser below
 * iOS 14, since they all use the system WebKit); "webp" otherwise, also for an unknown agent.
 */
export function preferredImageFormat(userAgent: string | undefined): "webp" | "jpg" {
  if (!userAgent) return "webp";
  const ios = IOS_VERSION.exec(userAgent);
  if (ios) return Number(ios[1]) < WEBP_MIN_SAFARI_VERSION ? "jpg" : "webp";
  if (NOT_SAFARI.test(userAgent)) return "webp";
  const safari = SAFARI_VERSION.exec(userAgent);
  if (safari && Number(safari[1]) < WEBP_MIN_SAFARI_VERSION) return "jpg";
  return "webp";
}
