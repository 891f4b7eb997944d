import type { TModificationVariantsResponse } from "@optika/api-contract";
import { type SQL, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { notFound } from "../../http/index.ts";
import { productMessages } from "./messages.ts";

/** Modification `m` has variant `variantId`, unless that variant belongs to the group being chosen. */
function keeps(groupId: number, variantId: number): SQL {
  return sql`(exists (select 1 from variants vc where vc.id = ${variantId} and vc.group_id = ${groupId})
    or exists (select 1 from modification_variants x where x.modification_id = m.id and x.variant_id = ${variantId}))`;
}

/**
 * GET /products-local/:productId/modification-variants/:groupId: the values of the group that
 * some modification still offers together with the variants chosen so far, and whether the
 * chosen combination itself exists. Two statements.
 */
export async function modificationVariants(
  db: TDb,
  productId: number,
  groupId: number,
  chosen: readonly number[],
): Promise<TModificationVariantsResponse> {
  const [owner] = await queryRows<{ product_ok: boolean; group_ok: boolean }>(
    db,
    sql`select exists (select 1 from products where id = ${productId}) as product_ok,
          exists (select 1 from variant_groups where id = ${groupId} and product_id = ${productId}) as group_ok`,
  );
  if (!owner?.product_ok) throw notFound(productMessages.productNotFound);
  if (!owner.group_ok) throw notFound(productMessages.groupNotFound);

  const keepAll = chosen.map((v) => sql` and ${keeps(groupId, v)}`);
  const hasAll = chosen.map(
    (v) =>
      sql` and exists (select 1 from modification_variants x where x.modification_id = m.id and x.variant_id = ${v})`,
  );
  const rows = await queryRows<{
    id: number | null;
    label: string | null;
    value: string | null;
    exist: boolean;
  }>(
    db,
    sql`select v.id, v.label, v.value,
          exists (select 1 from modifications m where m.product_id = ${productId} ${sql.join(hasAll, sql``)}) as exist
        from (select 1) as one
        left join variants v on v.group_id = ${groupId} and exists (
          select 1 from modification_variants mv join modifications m on m.id = mv.modification_id
          where mv.variant_id = v.id and m.product_id = ${productId} ${sql.join(keepAll, sql``)})
        order by v.position, v.id`,
  );
  return {
    variants: {
      variants: rows
        .filter((r) => r.id !== null)
        .map((r) => ({ id: Number(r.id), label: r.label ?? "", value: r.value ?? "" })),
    },
    exist: rows[0]?.exist ?? false,
  };
}
