import { initContract } from "@ts-rest/core";
import { z } from "zod";

const c = initContract();

/** The signed-in shopper as the shell shows them (header profile link, start order). */
export const ZShopperUser = z.object({
  id: z.number().int().positive(),
  name: z.string().nullable(),
  phone: z.string(),
});
export type TShopperUser = z.infer<typeof ZShopperUser>;

export const authContract = c.router({
  currentUser: {
    method: "GET",
    path: "/auth/user",
    responses: { 200: z.object({ user: ZShopperUser.nullable() }) },
    summary:
      "The signed-in shopper, or `user: null` for a guest (a 200, so a guest's every page view logs no failed request). Accounts arrive with issue 10; until then every visitor is a guest.",
  },
});
