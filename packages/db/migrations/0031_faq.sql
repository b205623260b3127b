CREATE TABLE "faq_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entry_translations" (
	"entry_id" uuid NOT NULL,
	"culture" varchar(2) NOT NULL,
	"question" text NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "faq_entry_translations_entry_id_culture_pk" PRIMARY KEY("entry_id","culture")
);
--> statement-breakpoint
CREATE TABLE "faq_section_translations" (
	"section_id" uuid NOT NULL,
	"culture" varchar(2) NOT NULL,
	"title" text NOT NULL,
	"anchor" text NOT NULL,
	CONSTRAINT "faq_section_translations_section_id_culture_pk" PRIMARY KEY("section_id","culture")
);
--> statement-breakpoint
CREATE TABLE "faq_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_section_id_faq_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."faq_sections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_entry_translations" ADD CONSTRAINT "faq_entry_translations_entry_id_faq_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."faq_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_section_translations" ADD CONSTRAINT "faq_section_translations_section_id_faq_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."faq_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_entries_section_idx" ON "faq_entries" USING btree ("section_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_section_translations_culture_anchor_key" ON "faq_section_translations" USING btree ("culture","anchor");