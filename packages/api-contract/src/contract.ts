import { initContract } from "@ts-rest/core";
import { appointmentsContract } from "./appointments.ts";
import { authContract } from "./auth.ts";
import { cartContract } from "./cart.ts";
import { catalogContract } from "./catalog.ts";
import { checkoutDeliveryContract, userAddressesContract } from "./checkout.ts";
import { clinicsContract } from "./clinics.ts";
import { configContract } from "./config.ts";
import { deliveryContract } from "./delivery.ts";
import { formsContract } from "./forms.ts";
import { geoContract } from "./geo.ts";
import { marketingContract } from "./marketing.ts";
import { ordersContract } from "./orders.ts";
import { paymentProviderContract, paymentsContract } from "./payments.ts";
import { productsContract } from "./products.ts";
import { profileContract } from "./profile.ts";
import { searchContract } from "./search.ts";
import { sitemapContract } from "./sitemap.ts";
import { usersContract } from "./users.ts";
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
    checkoutDelivery: checkoutDeliveryContract,
    userAddresses: userAddressesContract,
    wishlist: wishlistContract,
    marketing: marketingContract,
    auth: authContract,
    forms: formsContract,
    clinics: clinicsContract,
    appointments: appointmentsContract,
    users: usersContract,
    profile: profileContract,
    search: searchContract,
    orders: ordersContract,
    payments: paymentsContract,
    paymentProvider: paymentProviderContract,
    sitemap: sitemapContract,
  },
  { strictStatusCodes: true },
);
export type TContract = typeof contract;
