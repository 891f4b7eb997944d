import type { TConfig, TMenuItem } from "@optika/api-contract";
import { asc } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { menuItems, siteVars } from "../../db/schema.ts";
import type { TCityRow } from "../geo/current-city.ts";

/** site_vars keys lifted to the top level of the config (the rest go to `vars`). */
export const CONFIG_KEYS = [
  "siteName",
  "logoFront",
  "telegram",
  "vkontakte",
  "odnoklassniki",
  "whatsapp",
  "facebook",
  "useReCaptchaForAuth",
] as const;

const DEFAULTS: Record<(typeof CONFIG_KEYS)[number], string> = {
  siteName: "Оптика",
  logoFront: "",
  telegram: "",
  vkontakte: "",
  odnoklassniki: "",
  whatsapp: "",
  facebook: "",
  useReCaptchaForAuth: "0",
};

/** The part of the config kept in the database (the city and the reCAPTCHA key are the request's and the process's). */
export type TSiteConfig = Omit<TConfig, "city" | "reCaptchaSiteKey" | "myAcuvueEnabled">;

/** The city part of the config (from the current city's row). */
export function withCity(
  site: TSiteConfig,
  city: TCityRow,
): Omit<TConfig, "reCaptchaSiteKey" | "myAcuvueEnabled"> {
  return {
    city: {
      data: { id: city.id, has_data: city.hasData },
      model: { id: city.id, name: city.name, cdek_id: city.cdekId, sub_domain: city.subDomain },
    },
    ...site,
  };
}

/** The part of the config that is the same for every city and session (cacheable). */
export async function getSiteConfig(db: TDb): Promise<TSiteConfig> {
  const [varRows, menuRows] = await Promise.all([
    db.select().from(siteVars),
    db.select().from(menuItems).orderBy(asc(menuItems.menu), asc(menuItems.position), asc(menuItems.id)),
  ]);
  const top: Record<string, string> = { ...DEFAULTS };
  const vars: Record<string, string> = {};
  for (const row of varRows) {
    if ((CONFIG_KEYS as readonly string[]).includes(row.key)) top[row.key] = row.value;
    else vars[row.key] = row.value;
  }
  const menus: TConfig["menus"] = { header: [], footer: [], footer2: [] };
  for (const row of menuRows) {
    const item: TMenuItem = { id: row.id, title: row.title, path: row.path, color: row.color };
    menus[row.menu].push(item);
  }
  const recaptcha = Number.parseInt(top.useReCaptchaForAuth ?? "0", 10);
  return {
    logoFront: top.logoFront ?? "",
    siteName: top.siteName ?? "",
    telegram: top.telegram ?? "",
    vkontakte: top.vkontakte ?? "",
    odnoklassniki: top.odnoklassniki ?? "",
    whatsapp: top.whatsapp ?? "",
    facebook: top.facebook ?? "",
    useReCaptchaForAuth: Number.isFinite(recaptcha) ? recaptcha : 0,
    vars,
    menus,
  };
}
