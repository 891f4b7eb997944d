CREATE TABLE "myacuvue_members" (
	"phone" text PRIMARY KEY NOT NULL,
	"first_name" text,
	"bonus_balance" integer DEFAULT 0 NOT NULL,
	"fitted_products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vouchers" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "myacuvue_voucher_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" text NOT NULL,
	"phone" text NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"discount" integer NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "myacuvue_voucher_uses" ADD CONSTRAINT "myacuvue_voucher_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "myacuvue_voucher_uses_live_uq" ON "myacuvue_voucher_uses" USING btree ("voucher_id") WHERE "myacuvue_voucher_uses"."state" <> 'released';--> statement-breakpoint
CREATE INDEX "myacuvue_voucher_uses_order_idx" ON "myacuvue_voucher_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "myacuvue_voucher_uses_phone_idx" ON "myacuvue_voucher_uses" USING btree ("phone");