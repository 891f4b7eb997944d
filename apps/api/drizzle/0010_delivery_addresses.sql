CREATE TABLE "city_centres" (
	"city_id" integer PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"delivery_id" integer NOT NULL,
	"delivery_class" text NOT NULL,
	"city_id" integer NOT NULL,
	"computed_address" text NOT NULL,
	"short_address" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"flat" text DEFAULT '' NOT NULL,
	"entrance" text DEFAULT '' NOT NULL,
	"floor" text DEFAULT '' NOT NULL,
	"intercom" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"place_id" text,
	"shop_id" integer,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "city_centres" ADD CONSTRAINT "city_centres_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_addresses_dedupe_uq" ON "user_addresses" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "user_addresses_user_used_idx" ON "user_addresses" USING btree ("user_id","used_at");