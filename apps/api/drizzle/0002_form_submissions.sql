CREATE TABLE "form_submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"message" text DEFAULT '' NOT NULL,
	"source" jsonb,
	"no_mail_send" boolean DEFAULT false NOT NULL,
	"attachment_file" text,
	"attachment_name" text,
	"attachment_kind" text,
	"attachment_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "form_submissions_created_idx" ON "form_submissions" USING btree ("created_at");