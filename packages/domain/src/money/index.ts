export { DECIMAL_SEPARATOR, formatNumber, THOUSANDS_SEPARATOR } from "./format-number";
export { formatPrice, RUBLE_SIGN } from "./format-price";
export { moneyMessages } from "./messages";
export { formatPricePerLens, pricePerLens } from "./price-per-lens";
