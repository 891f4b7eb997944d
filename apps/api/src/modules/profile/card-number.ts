import { randomInt } from "node:crypto";

/** EAN-13 check digit of 12 digits. */
export function ean13CheckDigit(twelve: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve.charAt(i)) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Whether a string is a valid EAN-13 (13 digits, right check digit). */
export function isEan13(value: string): boolean {
  return /^\d{13}$/.test(value) && ean13CheckDigit(value.slice(0, 12)) === Number(value.charAt(12));
}

/**
 * A new card number: EAN-13 in the in-store range (prefix 2), "299" + 9 random digits + the check
 * digit, so any barcode scanner at the till reads it.
 */
export function newCardNumber(): string {
  const twelve = `299${String(randomInt(1_000_000_000)).padStart(9, "0")}`;
  return `${twelve}${ean13CheckDigit(twelve)}`;
}
