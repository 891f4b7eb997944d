import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { getAppDirectory, index, type RouteConfig, route } from "@react-router/dev/routes";

/** Where the shared route modules are, wherever this package is installed. */
const routesDir = fileURLToPath(new URL("./routes/", import.meta.url));

/**
 * The route list both storefronts serve; an app's app/routes.ts is `export default siteRoutes()`.
 * Route files must be given relative to the calling app's `app/` directory: that path is computed
 * here (React Router's getAppDirectory()), so no app names a path into this package's sources.
 */
export function siteRoutes(appDirectory: string = getAppDirectory()): RouteConfig {
  const base = relative(appDirectory, routesDir).split("\\").join("/");
  const file = (name: string) => `${base}/${name}`;
  return [
    index(file("home.tsx"), { id: "home" }),
    route("catalog", file("catalog-index.tsx"), { id: "catalog-index" }),
    route("catalog/:category", file("catalog.tsx"), { id: "catalog-category" }),
    route("catalog/:category/f/*", file("catalog.tsx"), { id: "catalog-filtered" }),
    route("lenses", file("lenses-index.tsx"), { id: "lenses-index" }),
    route("lenses/:category", file("lenses-type.tsx"), { id: "lenses-type" }),
    route("ochki", file("ochki-index.tsx"), { id: "ochki-index" }),
    route("ochki/:param", file("ochki-param.tsx"), { id: "ochki-param" }),
    route("product/:slug", file("product.tsx"), { id: "product" }),
    route("sertifikaty", file("certificates.tsx"), { id: "certificates" }),
    // accounts (issue 10): sign-in pages and the profile area
    route("authorization", file("authorization.tsx"), { id: "authorization" }),
    route("registration", file("registration.tsx"), { id: "registration" }),
    route("login", file("login.tsx"), { id: "login" }),
    route("profile", file("profile.tsx"), { id: "profile" }),
    route("profile/edit", file("profile-edit.tsx"), { id: "profile-edit" }),
    route("profile/discount-card", file("profile-discount-card.tsx"), { id: "profile-discount-card" }),
    route("profile/discount-card/get-card", file("get-card.tsx"), { id: "profile-get-card" }),
    route("profile/discount-card/:guid", file("profile-discount-card-view.tsx"), {
      id: "profile-discount-card-view",
    }),
    route("get-card", file("get-card.tsx"), { id: "get-card" }),
    route("profile/certificates", file("profile-certificates.tsx"), { id: "profile-certificates" }),
    route("profile/bonuses", file("profile-bonuses.tsx"), { id: "profile-bonuses" }),
    route("profile/my-acuvue", file("profile-my-acuvue.tsx"), { id: "profile-my-acuvue" }),
    // clinics and appointments (issue 13)
    route("zapis", file("booking.tsx"), { id: "zapis" }),
    route("zapis/success", file("booking-success.tsx"), { id: "zapis-success" }),
    route("zapis/error", file("booking-error.tsx"), { id: "zapis-error" }),
    route("zapis/:service", file("booking.tsx"), { id: "zapis-service" }),
    route("appointment/appointment", file("booking.tsx"), { id: "appointment" }),
    route("bystraya-zapis", file("quick-appointment.tsx"), { id: "bystraya-zapis" }),
    route("uslugi", file("services-index.tsx"), { id: "uslugi" }),
    route("uslugi/:category", file("services-category.tsx"), { id: "uslugi-category" }),
    route("uslugi/:category/:service", file("service.tsx"), { id: "uslugi-service" }),
    route("specialists", file("specialists-index.tsx"), { id: "specialists" }),
    route("specialists/:id", file("specialist.tsx"), { id: "specialist" }),
    route("kontakty", file("contacts.tsx"), { id: "kontakty" }),
    route("profile/zapis", file("profile-appointments.tsx"), { id: "profile-zapis" }),
    route("cart", file("cart.tsx"), { id: "cart" }),
    // orders and payment (issue 11, decision 0036)
    route("checkout/process/new", file("checkout-process-new.tsx"), { id: "checkout-process-new" }),
    route("checkout/process/:hash?", file("checkout-process.tsx"), { id: "checkout-process" }),
    route("checkout/success", file("checkout-success.tsx"), { id: "checkout-success" }),
    route("order/success/:hash", file("order-success.tsx"), { id: "order-success" }),
    route("order/payment/cancel/:hash", file("order-payment-cancel.tsx"), { id: "order-payment-cancel" }),
    route("order/payment/:hash", file("order-payment.tsx"), { id: "order-payment" }),
    route("order/:hash", file("order.tsx"), { id: "order" }),
    route("profile/orders", file("profile-orders.tsx"), { id: "profile-orders" }),
    route("checkout", file("checkout.tsx"), { id: "checkout" }),
    route("wishlist", file("wishlist.tsx"), { id: "wishlist" }),
    route("search", file("search.tsx"), { id: "search" }),
    // CMS (issue 14, decision 0040): a draft by its preview token; published pages come through the catch-all
    route("cms-page-preview", file("cms-page-preview.tsx"), { id: "cms-page-preview" }),
    // articles (issue 14): articles and charity, promotions, videos, vacancies
    route("stat", file("article-listing.tsx"), { id: "stat" }),
    route("stat/:category", file("article-listing.tsx"), { id: "stat-category" }),
    route("stat/:category/:article", file("article.tsx"), { id: "stat-article" }),
    route("charity", file("article-listing.tsx"), { id: "charity" }),
    route("charity/:category", file("article-listing.tsx"), { id: "charity-category" }),
    route("charity/:category/:article", file("article.tsx"), { id: "charity-article" }),
    route("aktsii", file("campaigns.tsx"), { id: "aktsii" }),
    route("aktsii/:slug", file("campaign.tsx"), { id: "aktsii-campaign" }),
    route("video", file("videos.tsx"), { id: "video" }),
    route("vakansii", file("vacancies.tsx"), { id: "vakansii" }),
    route("podpiska", file("footer-subscription.tsx"), { id: "footer-subscription" }),
    // reviews, questions to specialists, lens competitors (issue 14, branch reviews)
    route("reviews", file("reviews.tsx"), { id: "reviews" }),
    route("questions-specialist", file("questions-index.tsx"), { id: "questions-specialist" }),
    route("questions-specialist/:question", file("question.tsx"), { id: "questions-specialist-question" }),
    route("lenses/competitors/:slug", file("lens-competitors.tsx"), { id: "lens-competitors" }),
    // SEO (decision 0043): robots.txt and the sitemap index + section files, per host
    route("robots.txt", file("robots-txt.ts"), { id: "robots-txt" }),
    route("sitemap.xml", file("sitemap-index.ts"), { id: "sitemap-index" }),
    route("sitemaps/:file", file("sitemap-section.ts"), { id: "sitemap-section" }),
    route("*", file("catch-all.tsx"), { id: "catch-all" }),
  ];
}
