CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL,
	"params" double precision[] DEFAULT '{}'::double precision[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_filter_pages" (
	"category_id" integer NOT NULL,
	"key" text NOT NULL,
	"value_slug" text NOT NULL,
	"title" text NOT NULL,
	"products_count" integer NOT NULL,
	"document" "tsvector" NOT NULL,
	CONSTRAINT "search_filter_pages_category_id_key_value_slug_pk" PRIMARY KEY("category_id","key","value_slug")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"term" text NOT NULL,
	"target" text NOT NULL,
	CONSTRAINT "search_synonyms_term_target_pk" PRIMARY KEY("term","target")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text NOT NULL,
	"target" text NOT NULL,
	"sound" text NOT NULL,
	"is_synonym" boolean DEFAULT false NOT NULL,
	CONSTRAINT "search_terms_term_target_pk" PRIMARY KEY("term","target")
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_filter_pages" ADD CONSTRAINT "search_filter_pages_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_terms_sound_idx" ON "search_terms" USING btree ("sound");