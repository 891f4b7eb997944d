import type { TService } from "@optika/api-contract";
import { formatServicePrice } from "@optika/domain/money";
import type { IServiceItem } from "@optika/ui";
import { clinicsMessages as m } from "./messages.ts";

/** `/uslugi/{category}/{service}` */
export function servicePath(service: Pick<TService, "slug" | "category">): string {
  return `/uslugi/${service.category.slug}/${service.slug}`;
}

/** A service as the lists show it: its page, price, duration and 'Записаться' to /zapis/{slug}. */
export function serviceItem(service: TService): IServiceItem {
  return {
    key: service.slug,
    title: service.name,
    href: servicePath(service),
    announce: service.announce,
    priceText: formatServicePrice(service.price),
    durationText: m.minutes(service.duration_minutes),
    bookHref: `/zapis/${service.slug}`,
  };
}
