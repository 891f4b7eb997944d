import { analyticsItem, BONUS_FORMS } from "@optika/domain/commerce";
import { DEFAULT_CITY } from "@optika/domain/constants";
import { buildImageSet } from "@optika/domain/images";
import { pluralRu } from "@optika/domain/language";
import { formatNumber } from "@optika/domain/money";
import { Badge, Breadcrumbs, Container, Price } from "@optika/ui";
import { useEcommerceEvent } from "../analytics/use-ecommerce-event.ts";
import { ProductLoyaltyLabel } from "../cart/CardLoyaltyLabel.tsx";
import { CategoryArt } from "../catalog/CategoryArt.tsx";
import { GalleryWithPopup } from "../gallery-popup/GalleryWithPopup.tsx";
import { HydrationStep } from "../layout/HydrationStep.tsx";
import { useLayoutData } from "../layout/use-layout.ts";
import { SiteQueryProvider } from "../query/SiteQueryProvider.tsx";
import { BreadcrumbStructuredData } from "../seo/BreadcrumbStructuredData.tsx";
import { LoyaltyOffer } from "./LoyaltyOffer.tsx";
import { productMessages as m } from "./messages.ts";
import { ProductAvailability } from "./ProductAvailability.tsx";
import { ProductCharacteristics } from "./ProductCharacteristics.tsx";
import { ProductPurchase } from "./ProductPurchase.tsx";
import styles from "./product.module.css";
import type { TProductPage } from "./product-page.ts";
import { productBreadcrumbs } from "./product-view-model.ts";

/** Intrinsic size of the gallery's pictures (square). */
const GALLERY_SIZE = 800;
/** The gallery's width: the 7/12 column of the 1280 px container from 1024 px, else the screen. */
const GALLERY_SIZES = "(min-width: 1280px) 690px, (min-width: 1024px) 56vw, 100vw";

export function ProductView({ product }: { product: TProductPage }) {
  const layout = useLayoutData();
  const cityName = layout?.city.name ?? DEFAULT_CITY.name;
  const cityId = layout?.city.id ?? DEFAULT_CITY.id;
  useEcommerceEvent("view_item", String(product.id), () => [
    analyticsItem({
      id: product.id,
      name: product.name,
      brand: { name: product.brandName },
      category: { name: product.category.name },
      price: product.price,
    }),
  ]);
  const images = product.images.map((image) => {
    const set = buildImageSet(image.id);
    return { src: set.src, sources: set.sources, alt: image.alt };
  });

  return (
    <Container className={styles.page}>
      <Breadcrumbs items={productBreadcrumbs(product)} />
      <BreadcrumbStructuredData items={productBreadcrumbs(product)} />
      <div className={styles.top}>
        <div className={styles.media}>
          {images.length > 0 ? (
            <GalleryWithPopup
              images={images}
              imageWidth={GALLERY_SIZE}
              imageHeight={GALLERY_SIZE}
              sizes={GALLERY_SIZES}
              isPriority
              label={product.name}
            />
          ) : (
            <div className={styles.noImage}>
              <CategoryArt slug={product.category.slug} size={160} />
            </div>
          )}
        </div>
        <div className={styles.summary}>
          {product.brandName ? <p className={styles.brand}>{product.brandName}</p> : null}
          <h1 className={styles.name}>{product.name}</h1>
          <div className={styles.priceRow}>
            <Price price={product.price} oldPrice={product.priceOld} size="lg" />
            {product.isNotAvailable ? <Badge tone="neutral">{m.notAvailable}</Badge> : null}
            <ProductLoyaltyLabel brandName={product.brandName} />
          </div>
          {product.perLens ? (
            <p className={styles.perLens} data-per-lens="">
              <span className={styles.perLensPrice}>{product.perLens.text}</span>
              <span className={styles.perLensPack}>{product.perLens.pack}</span>
            </p>
          ) : null}
          {product.bonus > 0 ? (
            <p className={styles.bonus} title={m.bonusHint}>
              {m.bonus(formatNumber(product.bonus), pluralRu(product.bonus, BONUS_FORMS))}
            </p>
          ) : null}
          {product.offer ? (
            <LoyaltyOffer offer={product.offer} isProgrammeOn={layout?.myAcuvueEnabled ?? false} />
          ) : null}
          {product.showsStock ? (
            <ProductAvailability stores={product.stores} cityName={cityName} compact />
          ) : (
            <p className={styles.stockYes}>{m.certificateAvailability}</p>
          )}
          <SiteQueryProvider>
            <ProductPurchase product={product} cityId={cityId} cityName={cityName} />
          </SiteQueryProvider>
        </div>
      </div>

      <HydrationStep>
        <div className={styles.details}>
          {product.description ? (
            <section className={styles.section} aria-labelledby="product-description">
              <h2 id="product-description" className={styles.sectionTitle}>
                {m.description}
              </h2>
              <p className={styles.description}>{product.description}</p>
            </section>
          ) : null}
          <ProductCharacteristics blocks={product.characteristics} />
          {product.showsStock ? <ProductAvailability stores={product.stores} cityName={cityName} /> : null}
        </div>
      </HydrationStep>
    </Container>
  );
}
