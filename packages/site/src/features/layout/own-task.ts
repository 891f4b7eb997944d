/**
 * Runs `work` in a browser task of its own, after the current one; returns the cancel for an
 * effect's cleanup. After hydration React runs every mount effect of the page in one task; on a
 * phone that task grew long (issue 7: total blocking time), and the effects that start the page's
 * first requests (the start order, the city guess) were half of it. Each in a task of its own, the
 * browser can paint and answer a tap in between, and the requests leave a few milliseconds later.
 */
export function inOwnTask(work: () => void): () => void {
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
