import type { TCartExtra } from "@optika/api-contract";

/** The canonical JSON of a line's options (keys sorted): same product + modification + options → one line. */
export function optionsKey(options: TCartExtra): string {
  return JSON.stringify(
    Object.fromEntries(Object.entries(options).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
  );
}
