/** The generator's output: one list of insert rows per seeded table. */
import type {
  brands,
  categories,
  cities,
  facets,
  images,
  menuItems,
  modifications,
  modificationVariants,
  productCharacteristics,
  productFacetValues,
  productImages,
  products,
  regions,
  siteVars,
  stock,
  stores,
  variantGroups,
  variants,
} from "../db/schema.ts";

export type TSeedRows = {
  regions: (typeof regions.$inferInsert)[];
  cities: (typeof cities.$inferInsert)[];
  stores: (typeof stores.$inferInsert)[];
  categories: (typeof categories.$inferInsert)[];
  brands: (typeof brands.$inferInsert)[];
  images: (typeof images.$inferInsert)[];
  products: (typeof products.$inferInsert)[];
  productImages: (typeof productImages.$inferInsert)[];
  productCharacteristics: (typeof productCharacteristics.$inferInsert)[];
  facets: (typeof facets.$inferInsert)[];
  productFacetValues: (typeof productFacetValues.$inferInsert)[];
  variantGroups: (typeof variantGroups.$inferInsert)[];
  variants: (typeof variants.$inferInsert)[];
  modifications: (typeof modifications.$inferInsert)[];
  modificationVariants: (typeof modificationVariants.$inferInsert)[];
  stock: (typeof stock.$inferInsert)[];
  menuItems: (typeof menuItems.$inferInsert)[];
  siteVars: (typeof siteVars.$inferInsert)[];
};

/** Empty lists; the key order is the order of the serialised dataset. */
export function emptySeedRows(): TSeedRows {
  return {
    regions: [],
    cities: [],
    stores: [],
    categories: [],
    brands: [],
    images: [],
    products: [],
    productImages: [],
    productCharacteristics: [],
    facets: [],
    productFacetValues: [],
    variantGroups: [],
    variants: [],
    modifications: [],
    modificationVariants: [],
    stock: [],
    menuItems: [],
    siteVars: [],
  };
}

export type TSeedCounts = { [K in keyof TSeedRows]: number };

export function countRows(rows: TSeedRows): TSeedCounts {
  return Object.fromEntries(Object.entries(rows).map(([k, v]) => [k, v.length])) as TSeedCounts;
}
