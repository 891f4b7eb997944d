import { initContract } from "@ts-rest/core";
import { authContract } from "./auth.ts";
import { cartContract } from "./cart.ts";
import { catalogContract } from "./catalog.ts";
import { configContract } from "./config.ts";
import { deliveryContract } from "./delivery.ts";
import { formsContract } from "./forms.ts";
import { geoContract } from "./geo.ts";
import { marketingContract } from "./marketing.ts";
import { productsContract } from "./products.ts";
import { searchContract } from "./search.ts";
import { wishlistContract } from "./wishlist.ts";

const c = initContract();

/** The whole API (paths without the storefront's `/api` prefix). */
export const contract = c.router(
  {
    config: configContract,
    geo: geoContract,
    catalog: catalogContract,
    products: productsContract,
    delivery: deliveryContract,
    cart: cartContract,
    wishlist: wishlistContract,
    marketing: marketingContract,
    auth: authContract,
    forms: formsContract,
    search: searchContract,
  },
  { strictStatusCodes: true },
);
export type TContract = typeof contract;
