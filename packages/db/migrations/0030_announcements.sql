CREATE TABLE "announcement_translations" (
	"announcement_id" uuid NOT NULL,
	"culture" varchar(2) NOT NULL,
	"title" text NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"link_url" text,
	CONSTRAINT "announcement_translations_announcement_id_culture_pk" PRIMARY KEY("announcement_id","culture")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"priority" integer DEFAULT 0 NOT NULL,
	"page_kinds" text[] DEFAULT '{}' NOT NULL,
	"path_patterns" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcement_translations" ADD CONSTRAINT "announcement_translations_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_translations_culture_idx" ON "announcement_translations" USING btree ("culture");--> statement-breakpoint
CREATE INDEX "announcements_live_idx" ON "announcements" USING btree ("status","ends_at");