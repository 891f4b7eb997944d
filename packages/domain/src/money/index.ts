export { commaDecimals, DECIMAL_SEPARATOR, formatNumber, THOUSANDS_SEPARATOR } from "./format-number.ts";
export { formatPrice, formatPriceList, formatServicePrice, RUBLE_SIGN } from "./format-price.ts";
export { moneyMessages } from "./messages.ts";
export { formatPricePerLens, pricePerLens } from "./price-per-lens.ts";
