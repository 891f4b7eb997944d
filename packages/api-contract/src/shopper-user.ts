import { z } from "zod";

/** The signed-in shopper as the shell shows them (header profile link, start order). */
export const ZShopperUser = z.object({
  id: z.number().int().positive(),
  name: z.string().nullable(),
  phone: z.string(),
  /** the auth helper's scope key (§6): the shop has no named roles, so a shopper's list is empty */
  scope: z.array(z.string()),
});
export type TShopperUser = z.infer<typeof ZShopperUser>;
