CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bonus_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"discount_percent" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_cards_percent_ck" CHECK ("discount_cards"."discount_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "gift_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer,
	"nominal" integer NOT NULL,
	"balance" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" date,
	CONSTRAINT "gift_certificates_balance_ck" CHECK ("gift_certificates"."balance" between 0 and "gift_certificates"."nominal")
);
--> statement-breakpoint
CREATE TABLE "password_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"channel" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"name" text,
	"email" text,
	"birthday" date,
	"is_marketing" boolean DEFAULT true NOT NULL,
	"password_hash" text,
	"password_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_entries" ADD CONSTRAINT "bonus_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_cards" ADD CONSTRAINT "discount_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificates" ADD CONSTRAINT "gift_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_uq" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bonus_entries_user_created_idx" ON "bonus_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_cards_guid_uq" ON "discount_cards" USING btree ("guid");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_cards_number_uq" ON "discount_cards" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_cards_user_virtual_uq" ON "discount_cards" USING btree ("user_id") WHERE "discount_cards"."kind" = 'virtual';--> statement-breakpoint
CREATE UNIQUE INDEX "gift_certificates_code_uq" ON "gift_certificates" USING btree ("code");--> statement-breakpoint
CREATE INDEX "gift_certificates_user_idx" ON "gift_certificates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_failures_phone_created_idx" ON "password_failures" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "phone_codes_phone_created_idx" ON "phone_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "phone_codes_ip_created_idx" ON "phone_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_uq" ON "users" USING btree ("phone");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;