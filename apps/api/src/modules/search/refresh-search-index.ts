/**
 * Rebuilds what GET /catalog/search reads from the catalogue (decision 0028): the product
 * documents (product_search), the vocabulary with the shopper spellings (search_terms, from the
 * documents' words and search_synonyms) and the filter pages (search_filter_pages). Whoever writes
 * products, brands, categories, characteristics, facet values or synonyms calls it afterwards
 * (today the seed, in its transaction). Six statements whatever the catalogue size.
 */
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";

/** Variant groups whose numeric values a query like '-3.5' or '8.6' finds. */
export const LENS_PARAMETER_CODES = ["sphere", "cylinder", "base_curve", "axis", "addition"] as const;

/** A variant value that is a lens parameter number ("-3.50", "+1.25", "8.6", "180"). */
export const PARAMETER_VALUE_PATTERN = "^[-+]?[0-9]{1,4}([.][0-9]{1,3})?$";

type TExecutor = Pick<TDb, "execute">;

export async function refreshSearchIndex(db: TExecutor): Promise<void> {
  const codes = sql.join(
    LENS_PARAMETER_CODES.map((code) => sql`${code}`),
    sql`, `,
  );
  await db.execute(sql`delete from product_search`);
  // name A > brand (+ manufacturer) B > category C > characteristics D (twice: a characteristic
  // outranks a description match of the same weight; a yes/no one by its name: 'Поляризация')
  // + description D
  await db.execute(sql`
    insert into product_search (product_id, document, params)
    select p.id,
      setweight(to_tsvector('russian', search_normalize(p.name)), 'A')
      || setweight(to_tsvector('russian', search_normalize(coalesce(b.name, '') || ' ' || p.manufacturer)), 'B')
      || setweight(to_tsvector('russian', search_normalize(c.name)), 'C')
      || setweight(to_tsvector('russian', search_normalize(coalesce(ch.chars, '') || ' ' || coalesce(ch.chars, '') || ' ' || p.description)), 'D'),
      coalesce(lp.params, '{}')
    from products p
    join categories c on c.id = p.category_id
    left join brands b on b.id = p.brand_id
    left join (
      select product_id, string_agg(case when value = 'Да' then name else value end, ' ') as chars
      from product_characteristics group by product_id
    ) ch on ch.product_id = p.id
    left join (
      select vg.product_id, array_agg(distinct v.value::double precision) as params
      from variant_groups vg join variants v on v.group_id = vg.id
      where vg.code in (${codes}) and v.value ~ ${PARAMETER_VALUE_PATTERN}
      group by vg.product_id
    ) lp on lp.product_id = p.id`);
  await db.execute(sql`delete from search_terms`);
  // The vocabulary: words of names, brands, categories, characteristics and facet labels (not
  // descriptions: their words are still found by full text, just not corrected), then the
  // shopper spellings of search_synonyms.
  await db.execute(sql`
    insert into search_terms (term, target, sound, is_synonym)
    select w, w, search_sound(w), false from (
      select distinct w from (
        select regexp_split_to_table(search_normalize(t), '[^0-9a-zа-я]+') as w from (
          select name || ' ' || manufacturer as t from products
          union all select name from brands
          union all select name from categories
          union all select distinct case when value = 'Да' then name else value end from product_characteristics
          union all select distinct label from product_facet_values
        ) texts
      ) words where length(w) between 2 and 40
    ) vocabulary
    union all
    select s.term, s.target, search_sound(s.term), true from search_synonyms s
    on conflict (term, target) do nothing`);
  await db.execute(sql`delete from search_filter_pages`);
  await db.execute(sql`
    insert into search_filter_pages (category_id, key, value_slug, title, products_count, document)
    select p.category_id, v.key, v.value_slug, c.name || ' ' || min(v.label), count(*)::int,
      setweight(to_tsvector('russian', search_normalize(min(v.label))), 'A')
      || setweight(to_tsvector('russian', search_normalize(c.name)), 'B')
      || setweight(to_tsvector('russian', search_normalize(min(f.name))), 'C')
    from product_facet_values v
    join products p on p.id = v.product_id
    join categories c on c.id = p.category_id
    join facets f on f.category_id = p.category_id and f.key = v.key
    group by p.category_id, c.name, v.key, v.value_slug`);
}
