/** How lens powers and base curves read in characteristics and variant labels. */

/** "+1.25", "-3.00", "0.00" */
export const formatPower = (v: number): string => (v > 0 ? `+${v.toFixed(2)}` : v.toFixed(2));
/** "8.6" */
export const formatCurve = (v: number): string => v.toFixed(1);
