/** Thin no-break space (U+00A0) used between digit groups, as the spec's "space thousands". */
export const THOUSANDS_SEPARATOR = "\u00a0";
export const DECIMAL_SEPARATOR = ",";
/** Fraction digits shown at most when `formatNumber` is called without `fractionDigits`. */
export const DEFAULT_MAX_FRACTION_DIGITS = 3;

function groupThousands(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);
}

/** Decimal rounding that is not fooled by binary floats (1.005 → 1.01). */
function toFixedDecimal(abs: number, digits: number): string {
  if (abs >= 1e15) return abs.toFixed(digits);
  const rounded = Number(`${Math.round(Number(`${abs}e${digits}`))}e-${digits}`);
  return rounded.toFixed(digits);
}

/**
 * Russian number format: comma decimal, no-break space thousands.
 * `formatNumber(1234567.5)` → "1 234 567,5". With `fractionDigits` exactly that many digits are
 * shown; without it, up to 3 and trailing zeros are dropped.
 */
export function formatNumber(value: number, fractionDigits?: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return String(value);
  const digits =
    fractionDigits === undefined
      ? DEFAULT_MAX_FRACTION_DIGITS
      : Math.min(20, Math.max(0, Math.trunc(fractionDigits)));
  const fixed = toFixedDecimal(Math.abs(value), digits);
  const [integerPart = "0", fractionPartRaw = ""] = fixed.split(".");
  const fractionPart = fractionDigits === undefined ? fractionPartRaw.replace(/0+$/, "") : fractionPartRaw;
  const isZero = /^0*$/.test(integerPart) && /^0*$/.test(fractionPart);
  const sign = value < 0 && !isZero ? "-" : "";
  const grouped = groupThousands(integerPart);
  return fractionPart ? `${sign}${grouped}${DECIMAL_SEPARATOR}${fractionPart}` : `${sign}${grouped}`;
}

/**
 * A label's decimal points as the shop's commas (a lens power, a curve, a diameter as a data source
 * spells them): "-3.00" → "-3,00", "14.2 мм" → "14,2 мм"; other text is left as it is.
 */
export function commaDecimals(text: string): string {
  return text.replace(/(\d)\.(\d)/g, `$1${DECIMAL_SEPARATOR}$2`);
}
