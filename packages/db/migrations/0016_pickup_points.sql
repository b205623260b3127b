CREATE TABLE "shop_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_pickup_points" ADD COLUMN "carrier" text DEFAULT 'static' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_pickup_points" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "cart_pickup_points" ADD COLUMN "opening_hours" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_pickup_points" ADD COLUMN "point_type" text;--> statement-breakpoint
ALTER TABLE "cart_pickup_points" ADD COLUMN "description" jsonb;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "is_pickup_point" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The former 'pickup' carrier was the shop's own points: they are now the 'static' carrier's, and
-- the method says it delivers to a pickup point.
UPDATE "shipping_methods" SET "carrier" = 'static', "is_pickup_point" = true WHERE "carrier" = 'pickup';
