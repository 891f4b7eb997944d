/**
 * The second step of the overlay's lazy load. The header imports this tiny chunk, which imports the
 * overlay: the list of the overlay's files (its kit parts, prices, pictures, rules) then lives in
 * this chunk instead of in the root chunk that every page loads (decision 0029).
 */
export function loadLiveSearchOverlay() {
  return import("./LiveSearchOverlay.tsx");
}
