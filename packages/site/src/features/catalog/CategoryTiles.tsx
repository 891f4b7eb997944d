import { pluralRu } from "@optika/domain/language";
import { formatNumber } from "@optika/domain/money";
import { Link } from "react-router";
import { CategoryArt } from "./CategoryArt.tsx";
import { categoryHref } from "./categories.ts";
import type { TCategoryTile } from "./category-tile.ts";
import styles from "./category-tiles.module.css";
import { catalogMessages as m } from "./messages.ts";

/** The top categories as big picture links. */
export function CategoryTiles({
  categories,
  headingLevel = 2,
  wide = false,
  hrefFor = categoryHref,
}: {
  categories: readonly TCategoryTile[];
  headingLevel?: 2 | 3;
  /** Two large tiles per row (for a short list). */
  wide?: boolean;
  hrefFor?: (slug: string) => string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={wide ? `${styles.tiles} ${styles.wide}` : styles.tiles}>
      {categories.map((category) => (
        <li key={category.id} className={styles.item}>
          <Link to={hrefFor(category.slug)} className={styles.tile} data-kind={category.kind}>
            <span className={styles.art}>
              <CategoryArt slug={category.slug} size={88} />
            </span>
            <Heading className={styles.name}>{category.name}</Heading>
            <span className={styles.count}>
              {formatNumber(category.products_count)} {pluralRu(category.products_count, m.productsCount)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
