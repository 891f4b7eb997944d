import { commaDecimals } from "@optika/domain/money";

/**
 * How lens powers and base curves read: as values and slugs (a point, as the catalogue's filters
 * and the search read them) and as labels shoppers see (a comma, the shop's number format).
 */

/** "+1.25", "-3.00", "0.00": a value or a slug */
export const formatPower = (v: number): string => (v > 0 ? `+${v.toFixed(2)}` : v.toFixed(2));
/** "8.6": a value or a slug */
export const formatCurve = (v: number): string => v.toFixed(1);

/** "+1,25", "-3,00", "0,00" */
export const powerLabel = (v: number): string => commaDecimals(formatPower(v));
/** "8,6" */
export const curveLabel = (v: number): string => commaDecimals(formatCurve(v));
