import { z } from "zod";

/** The signed-in shopper as the shell shows them (header profile link, start order). */
export const ZShopperUser = z.object({
  id: z.number().int().positive(),
  name: z.string().nullable(),
  phone: z.string(),
});
export type TShopperUser = z.infer<typeof ZShopperUser>;
