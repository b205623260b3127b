CREATE TABLE "category_slug_history" (
	"culture" varchar(2) NOT NULL,
	"slug" text NOT NULL,
	"category_id" uuid NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_slug_history_culture_slug_pk" PRIMARY KEY("culture","slug")
);
--> statement-breakpoint
CREATE TABLE "product_slug_history" (
	"culture" varchar(2) NOT NULL,
	"slug" text NOT NULL,
	"product_id" uuid NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_slug_history_culture_slug_pk" PRIMARY KEY("culture","slug")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "image_asset_id" uuid;--> statement-breakpoint
ALTER TABLE "category_slug_history" ADD CONSTRAINT "category_slug_history_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_slug_history" ADD CONSTRAINT "product_slug_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_slug_history_category_idx" ON "category_slug_history" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_slug_history_product_idx" ON "product_slug_history" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_image_asset_id_assets_id_fk" FOREIGN KEY ("image_asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- A renamed product or category keeps its old address per culture (a permanent redirect to the
-- current slug). Kept by triggers, so that every write path (back office, import, SQL by hand)
-- fills it. A slug taken again, by the same entity or another, stops being an old address.
CREATE OR REPLACE FUNCTION keep_product_slug_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_slug_history (culture, slug, product_id) VALUES (OLD.culture, OLD.slug, OLD.product_id)
    ON CONFLICT (culture, slug) DO UPDATE SET product_id = EXCLUDED.product_id, replaced_at = now();
  DELETE FROM product_slug_history WHERE culture = NEW.culture AND slug = NEW.slug;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_translations_slug_history AFTER UPDATE OF slug, culture ON product_translations
  FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug OR OLD.culture IS DISTINCT FROM NEW.culture)
  EXECUTE FUNCTION keep_product_slug_history();--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_category_slug_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_slug_history (culture, slug, category_id) VALUES (OLD.culture, OLD.slug, OLD.category_id)
    ON CONFLICT (culture, slug) DO UPDATE SET category_id = EXCLUDED.category_id, replaced_at = now();
  DELETE FROM category_slug_history WHERE culture = NEW.culture AND slug = NEW.slug;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER category_translations_slug_history AFTER UPDATE OF slug, culture ON category_translations
  FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug OR OLD.culture IS DISTINCT FROM NEW.culture)
  EXECUTE FUNCTION keep_category_slug_history();
