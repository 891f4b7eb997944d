CREATE TABLE "appointment_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"done_at" timestamp with time zone,
	"outcome" text,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"specialist_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "appointments_range_ck" CHECK ("appointments"."starts_at" < "appointments"."ends_at"),
	CONSTRAINT "appointments_status_ck" CHECK ("appointments"."status" in ('booked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "city_time_zones" (
	"city_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinic_closed_days" (
	"store_id" integer NOT NULL,
	"day" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "clinic_closed_days_store_id_day_pk" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
CREATE TABLE "clinic_opening_hours" (
	"store_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"opens_minute" integer NOT NULL,
	"closes_minute" integer NOT NULL,
	CONSTRAINT "clinic_opening_hours_store_id_weekday_pk" PRIMARY KEY("store_id","weekday"),
	CONSTRAINT "clinic_opening_hours_ck" CHECK ("clinic_opening_hours"."weekday" between 1 and 7 and 0 <= "clinic_opening_hours"."opens_minute" and "clinic_opening_hours"."opens_minute" < "clinic_opening_hours"."closes_minute" and "clinic_opening_hours"."closes_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "quick_appointment_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"store_id" integer,
	"service_id" integer,
	"comment" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"announce" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"is_for_children" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "services_price_ck" CHECK ("services"."price" >= 0),
	CONSTRAINT "services_duration_ck" CHECK ("services"."duration_minutes" between 15 and 480 and "services"."duration_minutes" % 15 = 0)
);
--> statement-breakpoint
CREATE TABLE "specialist_days_off" (
	"specialist_id" integer NOT NULL,
	"day" text NOT NULL,
	CONSTRAINT "specialist_days_off_specialist_id_day_pk" PRIMARY KEY("specialist_id","day")
);
--> statement-breakpoint
CREATE TABLE "specialist_services" (
	"specialist_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "specialist_services_specialist_id_service_id_pk" PRIMARY KEY("specialist_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "specialist_shifts" (
	"specialist_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"store_id" integer NOT NULL,
	"starts_minute" integer NOT NULL,
	"ends_minute" integer NOT NULL,
	"break_starts_minute" integer,
	"break_ends_minute" integer,
	CONSTRAINT "specialist_shifts_specialist_id_weekday_pk" PRIMARY KEY("specialist_id","weekday"),
	CONSTRAINT "specialist_shifts_ck" CHECK ("specialist_shifts"."weekday" between 1 and 7 and 0 <= "specialist_shifts"."starts_minute" and "specialist_shifts"."starts_minute" < "specialist_shifts"."ends_minute" and "specialist_shifts"."ends_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "specialist_stores" (
	"specialist_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	CONSTRAINT "specialist_stores_specialist_id_store_id_pk" PRIMARY KEY("specialist_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "specialists" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"image_id" integer,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"education" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_jobs" ADD CONSTRAINT "appointment_jobs_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_specialist_id_specialists_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_time_zones" ADD CONSTRAINT "city_time_zones_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_closed_days" ADD CONSTRAINT "clinic_closed_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_opening_hours" ADD CONSTRAINT "clinic_opening_hours_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_appointment_requests" ADD CONSTRAINT "quick_appointment_requests_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_appointment_requests" ADD CONSTRAINT "quick_appointment_requests_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_days_off" ADD CONSTRAINT "specialist_days_off_specialist_id_specialists_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_services" ADD CONSTRAINT "specialist_services_specialist_id_specialists_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_services" ADD CONSTRAINT "specialist_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_shifts" ADD CONSTRAINT "specialist_shifts_specialist_id_specialists_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_shifts" ADD CONSTRAINT "specialist_shifts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_stores" ADD CONSTRAINT "specialist_stores_specialist_id_specialists_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_stores" ADD CONSTRAINT "specialist_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialists" ADD CONSTRAINT "specialists_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_jobs_uq" ON "appointment_jobs" USING btree ("appointment_id","kind");--> statement-breakpoint
CREATE INDEX "appointment_jobs_due_idx" ON "appointment_jobs" USING btree ("run_at","id") WHERE "appointment_jobs"."done_at" is null;--> statement-breakpoint
CREATE INDEX "appointments_user_idx" ON "appointments" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_store_starts_idx" ON "appointments" USING btree ("store_id","starts_at");--> statement-breakpoint
CREATE INDEX "quick_appointment_requests_created_idx" ON "quick_appointment_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_categories_slug_uq" ON "service_categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "services_slug_uq" ON "services" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "services_category_idx" ON "services" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "specialist_services_service_idx" ON "specialist_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "specialist_shifts_store_idx" ON "specialist_shifts" USING btree ("store_id","weekday");--> statement-breakpoint
CREATE INDEX "specialist_stores_store_idx" ON "specialist_stores" USING btree ("store_id");