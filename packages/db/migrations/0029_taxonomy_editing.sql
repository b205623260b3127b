ALTER TABLE "attributes" ADD COLUMN "is_facet" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "attributes" ADD COLUMN "facet_position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attributes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "category_translations" ADD COLUMN "seo_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "category_translations" ADD COLUMN "seo_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Facets keep the order the shop showed them in until staff choose another.
UPDATE "attributes" SET "facet_position" = "sort_order";
