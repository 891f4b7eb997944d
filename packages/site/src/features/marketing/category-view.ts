import { CATEGORY_VIEW_COOKIE_PREFIX } from "@optika/domain/constants";

/**
 * spec §7 category-view: tells the marketing service that this device viewed a category, at most
 * once per category per hour — the API records it and sets `category_view_{id}` for an hour;
 * while that cookie lives, nothing is sent. Failures are swallowed (spec: errors swallowed).
 */
export function reportCategoryView(
  categoryId: number,
  o: { cookie: () => string; fetch: typeof fetch } = {
    cookie: () => document.cookie,
    fetch: (...args) => window.fetch(...args),
  },
): void {
  const name = `${CATEGORY_VIEW_COOKIE_PREFIX}${categoryId}=`;
  if (
    o
      .cookie()
      .split(/;\s*/)
      .some((part) => part.startsWith(name))
  )
    return;
  void o
    .fetch("/api/marketing/category-view", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ category_id: categoryId }),
      credentials: "same-origin",
    })
    .catch(() => {});
}
