import { toSVG } from "bwip-js/generic";

/**
 * The card's barcode as an SVG string, drawn on the server (bwip-js never reaches the browser): the
 * bars only (about 600 bytes; the page prints the digits as text under them), black on the white
 * panel that gives the quiet zone, so a till scanner reads it off a phone.
 */
export function cardBarcodeSvg(number: string, format: "ean13"): string {
  return toSVG({ bcid: format, text: number, scale: 2, height: 18 });
}
