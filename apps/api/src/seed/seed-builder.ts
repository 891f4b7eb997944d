/**
 * Collects the seed rows and hands out their ids: every product family adds its images,
 * product, characteristics, facet values, variant groups and modifications through it.
 */
import type { products, TVariantGroupCode } from "../db/schema.ts";
import type { TImageSpec } from "../modules/media/image-spec.ts";
import { CERTIFICATES } from "./data/accessories.ts";
import { emptySeedRows, type TSeedRows } from "./seed-rows.ts";
import { createSlugRegistry, slugify } from "./slug.ts";

/** Product ids that must never be taken by generated products (certificates). */
const RESERVED_PRODUCT_IDS = new Set(CERTIFICATES.map((c) => c.id));

const GROUP_NAMES: Record<TVariantGroupCode, string> = {
  sphere: "Оптическая сила (Сфера)",
  base_curve: "Радиус кривизны",
  cylinder: "Оптическая сила (Цилиндр)",
  axis: "Ось",
  addition: "Аддидация",
  color: "Цвет",
  items_in_pack: "items_in_pack",
  bundles: "bundles",
  size: "Размер",
};

type TVariantInput = { label: string; value: string };
export type TGroupInput = { code: TVariantGroupCode; options: TVariantInput[] };

export class SeedBuilder {
  readonly rows: TSeedRows = emptySeedRows();
  private productSeq = 0;
  private imageSeq = 0;
  private groupSeq = 0;
  private variantSeq = 0;
  private modificationSeq = 0;
  private charPosition = new Map<number, number>();
  readonly slug = createSlugRegistry();

  nextProductId(): number {
    do this.productSeq++;
    while (RESERVED_PRODUCT_IDS.has(this.productSeq));
    return this.productSeq;
  }

  addImage(spec: TImageSpec, alt: string): number {
    const id = ++this.imageSeq;
    this.rows.images.push({ id, kind: spec.kind, spec, alt });
    return id;
  }

  addProduct(row: typeof products.$inferInsert, imageIds: readonly number[]): void {
    this.rows.products.push({ ...row, imageId: imageIds[0] ?? null });
    imageIds.forEach((imageId, position) => {
      this.rows.productImages.push({ productId: row.id, imageId, position });
    });
  }

  /** One characteristic; several values give several rows with the same slug. */
  addCharacteristic(
    productId: number,
    group: { name: string; slug: string },
    slug: string,
    name: string,
    values: readonly (readonly [valueSlug: string, value: string])[] | string,
  ): void {
    const list = typeof values === "string" ? [[slugify(values) || values, values] as const] : values;
    for (const [valueSlug, value] of list) {
      const position = (this.charPosition.get(productId) ?? 0) + 1;
      this.charPosition.set(productId, position);
      this.rows.productCharacteristics.push({
        productId,
        groupName: group.name,
        groupSlug: group.slug,
        slug,
        name,
        valueSlug,
        value,
        position,
      });
    }
  }

  addFacetValue(productId: number, key: string, valueSlug: string, label: string): void {
    this.rows.productFacetValues.push({ productId, key, valueSlug, label });
  }

  /** Variant groups of a product; returns the variant ids per group, in option order. */
  addGroups(productId: number, groups: readonly TGroupInput[]): number[][] {
    return groups.map((group, groupIndex) => {
      const groupId = ++this.groupSeq;
      this.rows.variantGroups.push({
        id: groupId,
        productId,
        code: group.code,
        name: GROUP_NAMES[group.code],
        position: (groupIndex + 1) * 10,
      });
      return group.options.map((option, position) => {
        const id = ++this.variantSeq;
        this.rows.variants.push({ id, groupId, label: option.label, value: option.value, position });
        return id;
      });
    });
  }

  addModification(
    productId: number,
    sku: string,
    price: number | null,
    variantIds: readonly number[],
  ): number {
    const id = ++this.modificationSeq;
    this.rows.modifications.push({ id, productId, sku, price });
    for (const variantId of variantIds)
      this.rows.modificationVariants.push({ modificationId: id, variantId });
    return id;
  }
}
