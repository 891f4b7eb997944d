CREATE TABLE "certificate_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"certificate_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "certificate_redemptions_amount_ck" CHECK ("certificate_redemptions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_idempotency" (
	"key" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"modification_id" integer NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"price" integer NOT NULL,
	"bonus_value" integer DEFAULT 0 NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"eye" text,
	"certificate_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "order_items_quantity_ck" CHECK ("order_items"."quantity" > 0 and "order_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"user_id" integer,
	"city_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text NOT NULL,
	"customer_email" text,
	"customer_is_marketing" boolean DEFAULT true NOT NULL,
	"delivery_id" integer NOT NULL,
	"delivery_type" text NOT NULL,
	"delivery_class" text NOT NULL,
	"pickup_point_code" text,
	"pickup_store_id" integer,
	"delivery_address" jsonb,
	"delivery_cost" integer DEFAULT 0 NOT NULL,
	"delivery_term_days" integer,
	"delivery_term_label" text,
	"payment_method" text NOT NULL,
	"items_total" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"certificate_amount" integer DEFAULT 0 NOT NULL,
	"bonuses_spent" integer DEFAULT 0 NOT NULL,
	"bonuses_accrued" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"promo_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"reservation_expires_at" timestamp with time zone,
	CONSTRAINT "orders_money_ck" CHECK ("orders"."items_total" >= 0 and "orders"."discount" >= 0 and "orders"."certificate_amount" >= 0 and "orders"."bonuses_spent" >= 0 and "orders"."delivery_cost" >= 0 and "orders"."total" >= 0),
	CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in ('new', 'paid', 'completed', 'cancelled')),
	CONSTRAINT "orders_payment_status_ck" CHECK ("orders"."payment_status" in ('unpaid', 'paid')),
	CONSTRAINT "orders_delivery_type_ck" CHECK ("orders"."delivery_type" in ('pickup', 'courier')),
	CONSTRAINT "orders_payment_method_ck" CHECK ("orders"."payment_method" in ('online', 'on_receipt'))
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_sum" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"per_customer_limit" integer,
	"total_limit" integer,
	"active" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "promo_codes_kind_ck" CHECK ("promo_codes"."kind" in ('percent', 'fixed')),
	CONSTRAINT "promo_codes_value_ck" CHECK ("promo_codes"."value" > 0 and ("promo_codes"."kind" <> 'percent' or "promo_codes"."value" <= 100) and "promo_codes"."min_sum" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_phone" text NOT NULL,
	"user_id" integer,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"modification_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "stock_reservations_quantity_ck" CHECK ("stock_reservations"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "certificate_redemptions" ADD CONSTRAINT "certificate_redemptions_certificate_id_gift_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."gift_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_redemptions" ADD CONSTRAINT "certificate_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_idempotency" ADD CONSTRAINT "order_idempotency_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_store_id_stores_id_fk" FOREIGN KEY ("pickup_store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_modification_id_modifications_id_fk" FOREIGN KEY ("modification_id") REFERENCES "public"."modifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_redemptions_order_uq" ON "certificate_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_idempotency_order_idx" ON "order_idempotency" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_hash_uq" ON "orders" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_reservation_due_idx" ON "orders" USING btree ("reservation_expires_at") WHERE "orders"."payment_status" = 'unpaid' and "orders"."status" = 'new';--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_uq" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_order_uq" ON "promo_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_phone_idx" ON "promo_redemptions" USING btree ("promo_code_id","customer_phone");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_reservations_line_uq" ON "stock_reservations" USING btree ("order_id","store_id","modification_id");