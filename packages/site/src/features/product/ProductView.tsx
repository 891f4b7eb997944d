import type { TProduct } from "@optika/api-contract";
import { BONUS_FORMS } from "@optika/domain/commerce";
import { DEFAULT_CITY } from "@optika/domain/constants";
import { buildImageUrl } from "@optika/domain/images";
import { pluralRu } from "@optika/domain/language";
import { formatNumber } from "@optika/domain/money";
import { Badge, Breadcrumbs, Container, Price } from "@optika/ui";
import { CategoryArt } from "../catalog/CategoryArt.tsx";
import { GalleryWithPopup } from "../gallery-popup/GalleryWithPopup.tsx";
import { useImageFormat, useLayoutData } from "../layout/use-layout.ts";
import { LoyaltyOffer } from "./LoyaltyOffer.tsx";
import { productMessages as m } from "./messages.ts";
import { ProductAvailability } from "./ProductAvailability.tsx";
import { ProductCharacteristics } from "./ProductCharacteristics.tsx";
import { ProductVariants } from "./ProductVariants.tsx";
import styles from "./product.module.css";
import {
  loyaltyOffer,
  perLensPrice,
  productBreadcrumbs,
  showsStoreStock,
  splitCharacteristics,
  visibleVariantGroups,
} from "./product-view-model.ts";

const GALLERY_SIZE = 800;

export function ProductView({ product }: { product: TProduct }) {
  const format = useImageFormat();
  const layout = useLayoutData();
  const cityName = layout?.city.name ?? DEFAULT_CITY.name;
  const imageIds =
    product.images.length > 0
      ? product.images
      : product.image_id
        ? [{ id: product.image_id, alt: product.name }]
        : [];
  const images = imageIds.map((image) => ({
    src: buildImageUrl(image.id, { width: GALLERY_SIZE, height: GALLERY_SIZE, fit: "contain", format }),
    alt: image.alt || product.name,
  }));
  const { promo, rest } = splitCharacteristics(product.characteristics);
  const variantGroups = visibleVariantGroups(product.variants);
  const bonus = product.bonus_value;
  const offer = loyaltyOffer(promo);
  const perLens = perLensPrice(product);
  const showsStock = showsStoreStock(product);

  return (
    <Container className={styles.page}>
      <Breadcrumbs items={productBreadcrumbs(product)} />
      <div className={styles.top}>
        <div className={styles.media}>
          {images.length > 0 ? (
            <GalleryWithPopup
              images={images}
              imageWidth={GALLERY_SIZE}
              imageHeight={GALLERY_SIZE}
              label={product.name}
            />
          ) : (
            <div className={styles.noImage}>
              <CategoryArt slug={product.category.slug} size={160} />
            </div>
          )}
        </div>
        <div className={styles.summary}>
          {product.brand ? <p className={styles.brand}>{product.brand.name}</p> : null}
          <h1 className={styles.name}>{product.name}</h1>
          <div className={styles.priceRow}>
            <Price price={product.price} oldPrice={product.price_old} size="lg" />
            {product.is_not_available ? <Badge tone="neutral">{m.notAvailable}</Badge> : null}
          </div>
          {perLens ? (
            <p className={styles.perLens} data-per-lens="">
              <span className={styles.perLensPrice}>{perLens.text}</span>
              <span className={styles.perLensPack}>{perLens.pack}</span>
            </p>
          ) : null}
          {bonus > 0 ? (
            <p className={styles.bonus} title={m.bonusHint}>
              {m.bonus(formatNumber(bonus), pluralRu(bonus, BONUS_FORMS))}
            </p>
          ) : null}
          {offer ? <LoyaltyOffer offer={offer} /> : null}
          {showsStock ? (
            <ProductAvailability availability={product.availability} cityName={cityName} compact />
          ) : (
            <p className={styles.stockYes}>{m.certificateAvailability}</p>
          )}
          {variantGroups.length > 0 ? <ProductVariants groups={variantGroups} /> : null}
        </div>
      </div>

      <div className={styles.details}>
        {product.description ? (
          <section className={styles.section} aria-labelledby="product-description">
            <h2 id="product-description" className={styles.sectionTitle}>
              {m.description}
            </h2>
            <p className={styles.description}>{product.description}</p>
          </section>
        ) : null}
        <ProductCharacteristics groups={rest} manufacturer={product.manufacturer} />
        {showsStock ? <ProductAvailability availability={product.availability} cityName={cityName} /> : null}
      </div>
    </Container>
  );
}
