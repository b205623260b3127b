-- A product's stock and value ids are looked up variant by variant, through the variant key's
-- indexes: the subqueries are kept out of the join planning (LATERAL ... OFFSET 0), because as
-- joins the planner hashed or merged whole tables once per product whenever a bulk load had left
-- the statistics behind (2.8 s for 500 products at 6,500 products, 46 s at 36,000: most of a
-- seed's time).
CREATE OR REPLACE FUNCTION refresh_product_facets(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET
    in_stock = EXISTS (
      SELECT 1 FROM product_variants v
       CROSS JOIN LATERAL (
         SELECT 1 FROM warehouse_stock ws JOIN warehouses w ON w.id = ws.warehouse_id AND w.is_active
          WHERE ws.variant_id = v.id AND ws.quantity > 0 OFFSET 0) stocked
       WHERE v.product_id = p.id AND v.is_available),
    value_ids = COALESCE((
      SELECT array_agg(DISTINCT own.value_id ORDER BY own.value_id)
        FROM product_variants v
       CROSS JOIN LATERAL (
         SELECT vav.value_id FROM variant_attribute_values vav WHERE vav.variant_id = v.id OFFSET 0) own
       WHERE v.product_id = p.id), '{}'::uuid[]),
    category_ids = COALESCE((
      SELECT array_agg(DISTINCT ancestor::uuid ORDER BY ancestor::uuid)
        FROM categories c
       CROSS JOIN LATERAL unnest(string_to_array(trim(both '/' from c.path), '/')) AS ancestor
       WHERE c.id = p.category_id
          OR c.id IN (SELECT pc.category_id FROM product_categories pc WHERE pc.product_id = p.id)), '{}'::uuid[]),
    tag_ids = COALESCE((
      SELECT array_agg(DISTINCT pt.tag_id ORDER BY pt.tag_id) FROM product_tags pt WHERE pt.product_id = p.id), '{}'::uuid[])
   WHERE p.id = ANY(ids)
$$;
--> statement-breakpoint
-- The catalogue's revision (ADR 008): every statement that changes what the facet index holds
-- (products and their read model, translations, attribute values) takes a number from this
-- sequence, so a gateway instance learns with one cheap read whether its index is stale. A
-- sequence, not a counter row: it never blocks or serialises concurrent writers.
CREATE SEQUENCE IF NOT EXISTS "catalog_revision";--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalog_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalog_revision');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_catalog_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();--> statement-breakpoint
CREATE TRIGGER product_translations_catalog_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_translations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();--> statement-breakpoint
CREATE TRIGGER attribute_values_catalog_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON attribute_values
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();
--> statement-breakpoint
-- Full-text search and suggestions read a narrow table of their own, one partition per culture
-- (ADR 008). In product_translations every match of a common word sat on a page of its own among
-- 600,000 wide rows (11,095 pages read for 11,522 matches); a culture's partition holds only its
-- names and vectors, so a search reads a few thousand small rows that stay in the buffer cache.
CREATE TABLE "product_search" (
	"culture" varchar(2) NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"search_vector" tsvector NOT NULL,
	PRIMARY KEY ("culture", "product_id")
) PARTITION BY LIST ("culture");--> statement-breakpoint
CREATE TABLE "product_search_fr" PARTITION OF "product_search" FOR VALUES IN ('fr');--> statement-breakpoint
CREATE TABLE "product_search_nl" PARTITION OF "product_search" FOR VALUES IN ('nl');--> statement-breakpoint
CREATE TABLE "product_search_es" PARTITION OF "product_search" FOR VALUES IN ('es');--> statement-breakpoint
CREATE TABLE "product_search_de" PARTITION OF "product_search" FOR VALUES IN ('de');--> statement-breakpoint
CREATE TABLE "product_search_it" PARTITION OF "product_search" FOR VALUES IN ('it');--> statement-breakpoint
CREATE TABLE "product_search_pt" PARTITION OF "product_search" FOR VALUES IN ('pt');--> statement-breakpoint
CREATE TABLE "product_search_other" PARTITION OF "product_search" DEFAULT;--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_search_name_trgm_idx" ON "product_search" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
INSERT INTO product_search (culture, product_id, name, search_vector)
  SELECT culture, product_id, name, search_vector FROM product_translations WHERE search_vector IS NOT NULL;--> statement-breakpoint
-- Kept by the database from the translations' own generated vector, whatever writes them.
CREATE OR REPLACE FUNCTION product_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM product_search s USING old_rows o WHERE s.culture = o.culture AND s.product_id = o.product_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO product_search (culture, product_id, name, search_vector)
      SELECT culture, product_id, name, search_vector FROM new_rows WHERE search_vector IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_translations_search_insert AFTER INSERT ON product_translations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_sync();--> statement-breakpoint
CREATE TRIGGER product_translations_search_update AFTER UPDATE ON product_translations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_sync();--> statement-breakpoint
CREATE TRIGGER product_translations_search_delete AFTER DELETE ON product_translations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_sync();--> statement-breakpoint
DROP INDEX IF EXISTS "product_translations_search_idx";
