import { initContract } from "@ts-rest/core";
import { appointmentsContract } from "./appointments.ts";
import { articlesContract } from "./articles.ts";
import { authContract } from "./auth.ts";
import { campaignsContract } from "./campaigns.ts";
import { cartContract } from "./cart.ts";
import { catalogContract } from "./catalog.ts";
import { checkoutDeliveryContract, userAddressesContract } from "./checkout.ts";
import { clinicsContract } from "./clinics.ts";
import { cmsContract } from "./cms.ts";
import { configContract } from "./config.ts";
import { deliveryContract } from "./delivery.ts";
import { formsContract } from "./forms.ts";
import { geoContract } from "./geo.ts";
import { lensCompetitorsContract } from "./lens-competitors.ts";
import { marketingContract } from "./marketing.ts";
import { myAcuvueContract } from "./myacuvue.ts";
import { ordersContract } from "./orders.ts";
import { paymentProviderContract, paymentsContract } from "./payments.ts";
import { productsContract } from "./products.ts";
import { profileContract } from "./profile.ts";
import { questionsContract, reviewsContract } from "./reviews.ts";
import { searchContract } from "./search.ts";
import { sitemapContract } from "./sitemap.ts";
import { usersContract } from "./users.ts";
import { vacanciesContract } from "./vacancies.ts";
import { videosContract } from "./videos.ts";
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
    myAcuvue: myAcuvueContract,
    cms: cmsContract,
    // articles (issue 14): articles and charity, marketing promotions, videos, vacancies
    articles: articlesContract,
    campaigns: campaignsContract,
    videos: videosContract,
    vacancies: vacanciesContract,
    reviews: reviewsContract,
    questions: questionsContract,
    lensCompetitors: lensCompetitorsContract,
    sitemap: sitemapContract,
  },
  { strictStatusCodes: true },
);
export type TContract = typeof contract;
