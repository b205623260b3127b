ALTER TABLE "products" ADD COLUMN "in_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "value_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tag_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_value_ids_idx" ON "products" USING gin ("value_ids");--> statement-breakpoint
CREATE INDEX "products_category_ids_idx" ON "products" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "products_tag_ids_idx" ON "products" USING gin ("tag_ids");--> statement-breakpoint
-- The listing's read model (ADR 007): recomputes the facet columns of the given products.
CREATE OR REPLACE FUNCTION refresh_product_facets(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET
    in_stock = EXISTS (
      SELECT 1 FROM product_variants v
        JOIN warehouse_stock ws ON ws.variant_id = v.id AND ws.quantity > 0
        JOIN warehouses w ON w.id = ws.warehouse_id AND w.is_active
       WHERE v.product_id = p.id AND v.is_available),
    value_ids = COALESCE((
      SELECT array_agg(DISTINCT vav.value_id ORDER BY vav.value_id)
        FROM product_variants v JOIN variant_attribute_values vav ON vav.variant_id = v.id
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
-- Statement-level triggers with transition tables: a batch insert of thousands of rows refreshes
-- each product it touches once, not once per row.
CREATE OR REPLACE FUNCTION product_facets_by_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM refresh_product_facets(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM refresh_product_facets(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_facets_by_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM refresh_product_facets(ARRAY(
      SELECT DISTINCT v.product_id FROM new_rows r JOIN product_variants v ON v.id = r.variant_id));
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM refresh_product_facets(ARRAY(
      SELECT DISTINCT v.product_id FROM old_rows r JOIN product_variants v ON v.id = r.variant_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_facets_by_new_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_facets(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_facets_by_product_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_facets(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_facets_by_warehouse() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_facets(ARRAY(
    SELECT DISTINCT v.product_id FROM warehouse_stock ws JOIN product_variants v ON v.id = ws.variant_id
     WHERE ws.warehouse_id = OLD.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_facets_by_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_facets(ARRAY(SELECT p.id FROM products p WHERE p.category_ids && ARRAY[OLD.id]));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_facets_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_by_new_products();--> statement-breakpoint
CREATE TRIGGER products_facets_category AFTER UPDATE OF category_id ON products
  FOR EACH ROW WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id) EXECUTE FUNCTION product_facets_by_product_row();--> statement-breakpoint
CREATE TRIGGER product_variants_facets_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_by_product();--> statement-breakpoint
CREATE TRIGGER product_variants_facets_update AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_by_product();--> statement-breakpoint
CREATE TRIGGER product_variants_facets_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_by_product();--> statement-breakpoint
CREATE TRIGGER product_categories_facets_insert AFTER INSERT ON product_categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_by_product();--> statement-breakpoint
CREATE TRIGGER product_categories_facets_update AFTER UPDATE ON product_categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_by_product();--> statement-breakpoint
CREATE TRIGGER product_categories_facets_delete AFTER DELETE ON product_categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_by_product();--> statement-breakpoint
CREATE TRIGGER product_tags_facets_insert AFTER INSERT ON product_tags
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_by_product();--> statement-breakpoint
CREATE TRIGGER product_tags_facets_update AFTER UPDATE ON product_tags
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_by_product();--> statement-breakpoint
CREATE TRIGGER product_tags_facets_delete AFTER DELETE ON product_tags
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_by_product();--> statement-breakpoint
CREATE TRIGGER variant_attribute_values_facets_insert AFTER INSERT ON variant_attribute_values
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_by_variant();--> statement-breakpoint
CREATE TRIGGER variant_attribute_values_facets_update AFTER UPDATE ON variant_attribute_values
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_by_variant();--> statement-breakpoint
CREATE TRIGGER variant_attribute_values_facets_delete AFTER DELETE ON variant_attribute_values
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_by_variant();--> statement-breakpoint
CREATE TRIGGER warehouse_stock_facets_insert AFTER INSERT ON warehouse_stock
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_by_variant();--> statement-breakpoint
CREATE TRIGGER warehouse_stock_facets_update AFTER UPDATE ON warehouse_stock
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_by_variant();--> statement-breakpoint
CREATE TRIGGER warehouse_stock_facets_delete AFTER DELETE ON warehouse_stock
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_by_variant();--> statement-breakpoint
CREATE TRIGGER warehouses_facets_active AFTER UPDATE OF is_active ON warehouses
  FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active) EXECUTE FUNCTION product_facets_by_warehouse();--> statement-breakpoint
CREATE TRIGGER categories_facets_path AFTER UPDATE OF path ON categories
  FOR EACH ROW WHEN (OLD.path IS DISTINCT FROM NEW.path) EXECUTE FUNCTION product_facets_by_category();--> statement-breakpoint
-- Products that exist already.
SELECT refresh_product_facets(ARRAY(SELECT id FROM products));
