CREATE TABLE "customer_references" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"customer_sku" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_references_sku_trimmed" CHECK ("customer_references"."customer_sku" <> '' AND "customer_references"."customer_sku" = btrim("customer_references"."customer_sku"))
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "customer_sku" text;
--> statement-breakpoint
ALTER TABLE "customer_references" ADD CONSTRAINT "customer_references_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customer_references" ADD CONSTRAINT "customer_references_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "customer_references_customer_variant_key" ON "customer_references" USING btree ("customer_id","variant_id");
--> statement-breakpoint
CREATE INDEX "customer_references_customer_sku_idx" ON "customer_references" USING btree ("customer_id",lower("customer_sku"));
