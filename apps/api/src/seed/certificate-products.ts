/** Gift certificates: fixed ids and nominals, always in stock everywhere. */
import { formatPrice } from "@optika/domain/money";
import type { TCertificateSpec } from "../modules/media/image-spec.ts";
import { CERTIFICATES } from "./data/accessories.ts";
import { CATEGORY_ID } from "./data/catalog.ts";
import { BASE_DATE, DAY_MS, MAIN_GROUP, productRow, rub } from "./product-row.ts";
import { createRandom } from "./random.ts";
import type { SeedBuilder } from "./seed-builder.ts";
import { addStock } from "./stock.ts";

const DESCRIPTION =
  "Подарочный сертификат можно использовать при покупке любых товаров и услуг в салонах и на сайте. Срок действия — 1 год с момента покупки.";

export function addCertificates(b: SeedBuilder): void {
  for (const cert of CERTIFICATES) {
    const nominal = formatPrice(rub(cert.amount));
    const name = `Подарочный сертификат на ${nominal}`;
    const spec: TCertificateSpec = {
      kind: "certificate",
      amount: cert.amount,
      title: "Подарочный сертификат",
      colors: cert.colors,
    };
    const imageIds = [b.addImage(spec, name)];
    b.addProduct(
      productRow({
        id: cert.id,
        slug: b.slug(cert.slug),
        name,
        categoryId: CATEGORY_ID.certificates,
        brandId: null,
        price: cert.amount,
        priceOld: null,
        bonusRate: 0,
        isNotAvailable: false,
        popularity: 100 + cert.amount / 100,
        createdAt: new Date(BASE_DATE - 200 * DAY_MS),
        description: DESCRIPTION,
        manufacturer: "",
      }),
      imageIds,
    );
    b.addCharacteristic(cert.id, MAIN_GROUP, "nominal", "Номинал", [[String(cert.amount), nominal]]);
    b.addCharacteristic(cert.id, MAIN_GROUP, "validity", "Срок действия", "1 год");
    b.addFacetValue(cert.id, "nominal", String(cert.amount), nominal);
    const modId = b.addModification(cert.id, `CERT-${cert.amount}`, null, []);
    addStock(b, modId, createRandom(cert.id), "everywhere", 1, 100);
  }
}
