CREATE TABLE "content_page_versions" (
	"page_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"translations" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_page_versions_page_id_number_pk" PRIMARY KEY("page_id","number")
);
--> statement-breakpoint
ALTER TABLE "content_page_translations" ADD COLUMN "blocks" jsonb;--> statement-breakpoint
ALTER TABLE "content_page_translations" ADD COLUMN "meta_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_page_translations" ADD COLUMN "meta_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "published_number" integer;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_page_versions" ADD CONSTRAINT "content_page_versions_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE cascade ON UPDATE no action;