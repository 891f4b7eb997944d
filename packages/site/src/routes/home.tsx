import { Button, Container } from "@optika/ui";
import { Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { useBrand } from "../brand/brand-context.tsx";
import { LatestArticlesSection } from "../features/articles/LatestArticlesSection.tsx";
import { loadLatestArticles } from "../features/articles/latest-articles.server.ts";
import { CurrentCampaignsSection } from "../features/campaigns/CurrentCampaignsSection.tsx";
import { loadCurrentCampaigns } from "../features/campaigns/current-campaigns.server.ts";
import { CategoryTiles } from "../features/catalog/CategoryTiles.tsx";
import { categoryHref } from "../features/catalog/categories.ts";
import { categoryTile } from "../features/catalog/category-tile.ts";
import { loadPopularByCategory } from "../features/catalog/home-sections.server.ts";
import { ProductList } from "../features/catalog/ProductList.tsx";
import { HomeBanners } from "../features/cms/HomeBanners.tsx";
import { loadHomeBanners } from "../features/cms/home-banners.server.ts";
import { HeroArt } from "../features/home/HeroArt.tsx";
import styles from "../features/home/home.module.css";
import { homeMessages as m } from "../features/home/messages.ts";
import { HydrationStep } from "../features/layout/HydrationStep.tsx";
import { layoutMessages } from "../features/layout/messages.ts";
import { LatestReviews } from "../features/reviews/LatestReviews.tsx";
import { loadLatestReviews } from "../features/reviews/latest-reviews.server.ts";
import { pageMeta } from "../features/seo/meta.ts";
import { SiteStructuredData } from "../features/seo/SiteStructuredData.tsx";
import { apiContext } from "../server/api.server.ts";
import { expectOk } from "../server/api-response.ts";

/**
 * Products per home section: one row on a wide screen, two on a phone, then 'Смотреть все'. Eight
 * made the four sections half of the page's elements (720 of 1 390), laid out and hydrated on every
 * phone though few shoppers scroll past the second row (issue 7).
 */
const HOME_SECTION_SIZE = 4;
/** Promotions, articles and reviews on home: one row of three (the page's loader data stays ≤ 20 KB). */
const HOME_CONTENT_CARDS = 3;

export async function loader({ context, url }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  // the CMS-managed sections (issue 14): banners, promotions running today, articles, reviews
  const [categories, sections, banners, campaigns, articles, reviews] = await Promise.all([
    api.catalog.listCategories().then((response) => expectOk(response).categories.map(categoryTile)),
    loadPopularByCategory(api, HOME_SECTION_SIZE),
    loadHomeBanners(api),
    loadCurrentCampaigns(api, HOME_CONTENT_CARDS),
    loadLatestArticles(api, HOME_CONTENT_CARDS),
    loadLatestReviews(api, HOME_CONTENT_CARDS),
  ]);
  return {
    banners,
    campaigns,
    articles,
    reviews,
    categories,
    sections: sections.filter(
      (section) => section.products.length > 0 && section.category.kind !== "certificates",
    ),
    canonical: `${url.origin}/`,
  };
}

export const meta: MetaFunction<typeof loader> = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: layoutMessages.defaultTitle,
    description: m.description,
    canonical: loaderData?.canonical,
  });

export default function HomeRoute() {
  const { banners, categories, sections, campaigns, articles, reviews } = useLoaderData<typeof loader>();
  const brand = useBrand();
  return (
    <>
      <HomeBanners slides={banners} />
      <SiteStructuredData />
      <div className={styles.hero}>
        <Container className={styles.heroInner}>
          <div>
            {/* the header hides its logo on this page until scrolled (spec §2); the hero names the brand */}
            <img
              className={styles.brandLogo}
              src={brand.logo.src}
              width={brand.logo.width}
              height={brand.logo.height}
              alt={brand.name}
            />
            <p className={styles.eyebrow}>{m.eyebrow}</p>
            <h1 className={styles.title}>{m.title}</h1>
            <p className={styles.lead}>{m.lead}</p>
            <div className={styles.actions}>
              <Button href="/lenses" size="lg">
                {m.chooseLenses}
              </Button>
              <Button href="/ochki" size="lg" variant="secondary">
                {m.chooseFrames}
              </Button>
            </div>
          </div>
          <div className={styles.art}>
            <HeroArt />
          </div>
        </Container>
        <Container>
          <ul className={styles.benefits} aria-label={m.benefitsHeading}>
            {m.benefits.map((benefit) => (
              <li key={benefit.title} className={styles.benefit}>
                <p className={styles.benefitTitle}>{benefit.title}</p>
                <p className={styles.benefitText}>{benefit.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </div>
      <Container as="section" className={styles.section} aria-labelledby="home-catalog">
        <div className={styles.sectionHead}>
          <h2 id="home-catalog" className={styles.sectionTitle}>
            {m.catalogHeading}
          </h2>
        </div>
        <CategoryTiles categories={categories} headingLevel={3} />
      </Container>
      <HydrationStep>
        {campaigns.length > 0 ? (
          <Container className={styles.section}>
            <CurrentCampaignsSection campaigns={campaigns} />
          </Container>
        ) : null}
      </HydrationStep>
      {sections.map((section) => (
        <HydrationStep key={section.category.id}>
          <Container
            as="section"
            className={styles.section}
            aria-labelledby={`home-${section.category.slug}`}
          >
            <div className={styles.sectionHead}>
              <h2 id={`home-${section.category.slug}`} className={styles.sectionTitle}>
                {m.popularHeading(section.category.name)}
              </h2>
              <Link to={categoryHref(section.category.slug)} className={styles.sectionLink}>
                {m.showAll}
              </Link>
            </div>
            <ProductList products={section.products} label={section.category.name} headingLevel={3} />
          </Container>
        </HydrationStep>
      ))}
      <HydrationStep>
        {articles.length > 0 ? (
          <Container className={styles.section}>
            <LatestArticlesSection articles={articles} />
          </Container>
        ) : null}
        {reviews.length > 0 ? (
          <Container className={styles.section}>
            <LatestReviews reviews={reviews} />
          </Container>
        ) : null}
      </HydrationStep>
      <div className={styles.last} />
    </>
  );
}
