CREATE TABLE "stock_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"variant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"customer_id" uuid,
	"email" text NOT NULL,
	"culture" varchar(2) NOT NULL,
	"status" text NOT NULL,
	"confirmation_token_hash" text,
	"unsubscribe_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "stock_notifications_status_check" CHECK ("stock_notifications"."status" IN ('pending-confirmation', 'active', 'notified', 'unsubscribed'))
);
--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD CONSTRAINT "stock_notifications_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD CONSTRAINT "stock_notifications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD CONSTRAINT "stock_notifications_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_notifications_open_email_key" ON "stock_notifications" USING btree ("variant_id",lower("email")) WHERE "stock_notifications"."status" IN ('pending-confirmation', 'active');--> statement-breakpoint
CREATE UNIQUE INDEX "stock_notifications_open_customer_key" ON "stock_notifications" USING btree ("variant_id","customer_id") WHERE "stock_notifications"."status" IN ('pending-confirmation', 'active') AND "stock_notifications"."customer_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_notifications_variant_status_idx" ON "stock_notifications" USING btree ("variant_id","status");--> statement-breakpoint
CREATE INDEX "stock_notifications_customer_idx" ON "stock_notifications" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_notifications_confirmation_token_key" ON "stock_notifications" USING btree ("confirmation_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_notifications_unsubscribe_token_key" ON "stock_notifications" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
-- Back-in-stock notices (ADR 027): every path that adds stock (a cancelled order's release, a
-- stock write of the catalogue or its seed, a warehouse switched back on, a variant made
-- orderable again) passes through these tables, so the job that notifies the variant's
-- subscribers is written here, in the transaction of the change: it exists if and only if the
-- stock came back and committed. Only variants someone waits for get a job, and one pending job
-- per variant is enough (its handler reads the subscribers when it runs).
CREATE OR REPLACE FUNCTION stock_notifications_enqueue_restocked(variant_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO jobs (kind, payload)
  SELECT 'stock-notifications.variant-restocked', jsonb_build_object('variantId', v.id)
    FROM (SELECT DISTINCT id FROM unnest(variant_ids) AS u(id)) v
   WHERE EXISTS (SELECT 1 FROM stock_notifications sn WHERE sn.variant_id = v.id AND sn.status = 'active')
     AND (SELECT coalesce(sum(greatest(ws.quantity, 0)), 0) FROM warehouse_stock ws
            JOIN warehouses w ON w.id = ws.warehouse_id AND w.is_active
           WHERE ws.variant_id = v.id) > 0
     AND NOT EXISTS (SELECT 1 FROM jobs j
                      WHERE j.kind = 'stock-notifications.variant-restocked' AND j.status = 'pending'
                        AND j.payload->>'variantId' = v.id::text)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stock_notifications_by_stock_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_notifications_enqueue_restocked(ARRAY(SELECT variant_id FROM new_rows WHERE quantity > 0));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stock_notifications_by_stock_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_notifications_enqueue_restocked(ARRAY(
    SELECT n.variant_id FROM new_rows n
      LEFT JOIN old_rows o ON o.warehouse_id = n.warehouse_id AND o.variant_id = n.variant_id
     WHERE n.quantity > 0 AND n.quantity > coalesce(o.quantity, 0)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stock_notifications_by_warehouse() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_active AND NOT OLD.is_active THEN
    PERFORM stock_notifications_enqueue_restocked(ARRAY(
      SELECT variant_id FROM warehouse_stock WHERE warehouse_id = NEW.id AND quantity > 0));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stock_notifications_by_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_available AND NOT OLD.is_available THEN
    PERFORM stock_notifications_enqueue_restocked(ARRAY[NEW.id]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER warehouse_stock_restock_insert AFTER INSERT ON warehouse_stock
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_notifications_by_stock_insert();
--> statement-breakpoint
CREATE TRIGGER warehouse_stock_restock_update AFTER UPDATE ON warehouse_stock
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_notifications_by_stock_update();
--> statement-breakpoint
CREATE TRIGGER warehouses_restock_active AFTER UPDATE OF is_active ON warehouses
  FOR EACH ROW EXECUTE FUNCTION stock_notifications_by_warehouse();
--> statement-breakpoint
CREATE TRIGGER product_variants_restock_available AFTER UPDATE OF is_available ON product_variants
  FOR EACH ROW EXECUTE FUNCTION stock_notifications_by_variant();
