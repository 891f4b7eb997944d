import type { TMenuItem } from "@optika/api-contract";

/** Menu paths of 'header' and 'footer' come without the leading slash (rendered as /{path}); full URLs stay. */
export function menuHref(path: string): string {
  if (/^(https?:|mailto:|tel:)/i.test(path) || path.startsWith("/")) return path;
  return `/${path}`;
}

export function menuLinks(items: readonly TMenuItem[]) {
  return items.map((item) => ({ label: item.title, href: menuHref(item.path) }));
}

/** tel: link of a Russian phone as written ('8 (800) 550-20-30' → 'tel:+78005502030'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 11 && (digits.startsWith("8") || digits.startsWith("7")))
    return `tel:+7${digits.slice(1)}`;
  if (digits.length === 10) return `tel:+7${digits}`;
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${digits}`;
}

/** 'ежедневно' + 'с 9:00 до 21:00' → 'Ежедневно с 9:00 до 21:00'. */
export function workingHoursText(days: string | undefined, hours: string | undefined): string | undefined {
  const text = [days, hours]
    .filter((part) => part?.trim())
    .join(" ")
    .trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : undefined;
}
