import {
  ORDER_STATUS_LABELS,
  type TDeliveryAddress,
  type TOrder,
  type TOrderItem,
} from "@optika/api-contract";
import { type SQL, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import type { TOrderStatus, TPaymentStatus } from "../../db/schema.ts";

type TExtra = Record<string, string | number | boolean>;

type TOrderRow = {
  id: number;
  hash: string;
  user_id: number | null;
  status: TOrderStatus;
  payment_status: TPaymentStatus;
  payment_method: "online" | "on_receipt";
  customer_name: string;
  customer_phone: string;
  customer_email: string | null;
  customer_is_marketing: boolean;
  delivery_id: number;
  delivery_type: "pickup" | "courier";
  delivery_class: string;
  pickup_point_code: string | null;
  pickup_store_id: number | null;
  delivery_address: TDeliveryAddress | null;
  delivery_cost: number;
  delivery_term_days: number | null;
  delivery_term_label: string | null;
  items_total: number;
  discount: number;
  promo_code: string | null;
  certificate_amount: number;
  myacuvue_voucher: {
    id: string;
    amount: number;
    discount: number;
    state: "reserved" | "used" | "released";
  } | null;
  bonuses_spent: number;
  bonuses_accrued: number;
  total: number;
  created_at: Date | string;
  paid_at: Date | string | null;
  reservation_expires_at: Date | string | null;
  items: Array<{
    id: number;
    product_id: number;
    modification_id: number;
    name: string;
    sku: string;
    quantity: number;
    price: number;
    bonus_value: number;
    options: TExtra;
    data: TExtra;
    eye: string | null;
    certificate_codes: string[] | null;
  }> | null;
  history: Array<{
    status: TOrderStatus;
    payment_status: TPaymentStatus;
    comment: string;
    created_at: string;
  }> | null;
};

/** An order as read, with the owner kept server-side. */
export type TOrderRecord = TOrder & { userId: number | null };

const iso = (v: Date | string) => new Date(v).toISOString();

function toItem(item: NonNullable<TOrderRow["items"]>[number]): TOrderItem {
  const quantity = Number(item.quantity);
  const price = Number(item.price);
  return {
    id: Number(item.id),
    product_id: Number(item.product_id),
    modification_id: Number(item.modification_id),
    name: item.name,
    sku: item.sku,
    quantity,
    price,
    line_total: price * quantity,
    bonus_value: Number(item.bonus_value),
    options: item.options ?? {},
    data: item.data ?? {},
    eye: item.eye,
    certificate_codes: item.certificate_codes ?? [],
  };
}

function toOrder(row: TOrderRow): TOrderRecord {
  return {
    userId: row.user_id === null ? null : Number(row.user_id),
    id: Number(row.id),
    hash: row.hash,
    status: row.status,
    status_label: ORDER_STATUS_LABELS[row.status],
    payment_status: row.payment_status,
    payment_method: row.payment_method,
    customer: {
      name: row.customer_name,
      phone: row.customer_phone,
      email: row.customer_email,
      is_marketing: row.customer_is_marketing,
    },
    delivery: {
      id: Number(row.delivery_id),
      type: row.delivery_type,
      class: row.delivery_class,
      point_code: row.pickup_point_code,
      store_id: row.pickup_store_id === null ? null : Number(row.pickup_store_id),
      address: row.delivery_address,
      cost: Number(row.delivery_cost),
      term_days: row.delivery_term_days === null ? null : Number(row.delivery_term_days),
      term_label: row.delivery_term_label,
    },
    items: (row.items ?? []).map(toItem),
    items_total: Number(row.items_total),
    discount: Number(row.discount),
    promo_code: row.promo_code,
    certificate_amount: Number(row.certificate_amount),
    myacuvue_voucher: row.myacuvue_voucher
      ? {
          id: row.myacuvue_voucher.id,
          amount: Number(row.myacuvue_voucher.amount),
          discount: Number(row.myacuvue_voucher.discount),
          // a cancelled order gave its voucher back
          state: row.myacuvue_voucher.state === "released" ? "active" : row.myacuvue_voucher.state,
        }
      : null,
    bonuses_spent: Number(row.bonuses_spent),
    bonuses_accrued: Number(row.bonuses_accrued),
    total: Number(row.total),
    created_at: iso(row.created_at),
    paid_at: row.paid_at === null ? null : iso(row.paid_at),
    reservation_expires_at: row.reservation_expires_at === null ? null : iso(row.reservation_expires_at),
    history: (row.history ?? []).map((h) => ({
      status: h.status,
      payment_status: h.payment_status,
      comment: h.comment,
      created_at: iso(h.created_at),
    })),
  };
}

/** Orders matching `where` (over `o`), newest first, with items and history: one statement. */
export async function loadOrders(
  db: TDb,
  where: SQL,
  options: { limit?: number } = {},
): Promise<TOrderRecord[]> {
  const rows = await queryRows<TOrderRow>(
    db,
    sql`select o.id, o.hash, o.user_id, o.status, o.payment_status, o.payment_method, o.customer_name,
               o.customer_phone, o.customer_email, o.customer_is_marketing, o.delivery_id, o.delivery_type,
               o.delivery_class, o.pickup_point_code, o.pickup_store_id, o.delivery_address, o.delivery_cost,
               o.delivery_term_days, o.delivery_term_label, o.items_total, o.discount, o.promo_code,
               o.certificate_amount, o.bonuses_spent, o.bonuses_accrued, o.total, o.created_at, o.paid_at,
               o.reservation_expires_at,
               (select json_build_object('id', v.voucher_id, 'amount', v.amount, 'discount', v.discount,
                   'state', v.state)
                from myacuvue_voucher_uses v where v.order_id = o.id order by v.id desc limit 1) as myacuvue_voucher,
               (select json_agg(json_build_object('id', i.id, 'product_id', i.product_id,
                   'modification_id', i.modification_id, 'name', i.name, 'sku', i.sku, 'quantity', i.quantity,
                   'price', i.price, 'bonus_value', i.bonus_value, 'options', i.options, 'data', i.data,
                   'eye', i.eye,
                   'certificate_codes', (select coalesce(json_agg(g.code order by g.id), '[]'::json)
                                         from gift_certificates g where g.id = any(i.certificate_ids)))
                 order by i.id) from order_items i where i.order_id = o.id) as items,
               (select json_agg(json_build_object('status', h.status, 'payment_status', h.payment_status,
                   'comment', h.comment, 'created_at', h.created_at) order by h.id)
                from order_status_history h where h.order_id = o.id) as history
        from orders o where ${where}
        order by o.created_at desc, o.id desc
        ${options.limit === undefined ? sql`` : sql`limit ${options.limit}`}`,
  );
  return rows.map(toOrder);
}

/** The order behind a page hash, or null (one statement). */
export async function findOrderByHash(db: TDb, hash: string): Promise<TOrderRecord | null> {
  const [order] = await loadOrders(db, sql`o.hash = ${hash}`);
  return order ?? null;
}

/** The order by id, or null (one statement). */
export async function findOrderById(db: TDb, id: number): Promise<TOrderRecord | null> {
  const [order] = await loadOrders(db, sql`o.id = ${id}`);
  return order ?? null;
}

/** The public view (the owner id stays on the server). */
export function publicOrder(order: TOrderRecord): TOrder {
  const { userId: _userId, ...rest } = order;
  return rest;
}
