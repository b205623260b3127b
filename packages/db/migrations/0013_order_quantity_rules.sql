ALTER TABLE "product_variants" ADD COLUMN "min_order_quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "order_quantity_step" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "max_order_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_min_order_quantity" CHECK ("product_variants"."min_order_quantity" >= 1);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_order_quantity_step" CHECK ("product_variants"."order_quantity_step" >= 1);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_max_order_quantity" CHECK ("product_variants"."max_order_quantity" = 0 OR "product_variants"."max_order_quantity" >= "product_variants"."min_order_quantity");