import { expect, type Locator } from "@playwright/test";

/** "79123456789" as the masked field shows it: '+7 (912) 345 67 89'. */
export function maskedPhone(phone: string): string {
  return `+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)} ${phone.slice(7, 9)} ${phone.slice(9, 11)}`;
}

/**
 * Types a phone ("79123456789") into the masked field key by key with no pause between keys, as a
 * quick thumb does; the mask must keep every key (decision 0057). `keys` are what is typed: the
 * national digits unless told. Typed again only while the field is still plain text (typed before
 * the page hydrated and the mask attached); a masked value with a key lost fails.
 */
export async function typePhone(field: Locator, phone: string, keys = phone.slice(1)) {
  await expect(async () => {
    await field.fill("");
    await field.pressSequentially(keys);
    expect(await field.inputValue(), "the mask is attached").toMatch(/^\+7 \(/);
  }).toPass({ timeout: 30_000 });
  await expect(field).toHaveValue(maskedPhone(phone));
}
