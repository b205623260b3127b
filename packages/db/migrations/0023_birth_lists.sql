CREATE TABLE "birth_list_gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"birth_list_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"buyer_name" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'in-cart' NOT NULL,
	"quantity" integer,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "birth_list_gifts_status_check" CHECK ("birth_list_gifts"."status" IN ('in-cart', 'paid')),
	CONSTRAINT "birth_list_gifts_paid_check" CHECK ("birth_list_gifts"."status" = 'in-cart' OR ("birth_list_gifts"."quantity" > 0 AND "birth_list_gifts"."paid_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "birth_list_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"birth_list_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "birth_list_items_quantity_positive" CHECK ("birth_list_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "birth_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"baby_name" text,
	"expected_date" date,
	"message" text DEFAULT '' NOT NULL,
	"delivery_address_id" uuid,
	"share_token_hash" text,
	"shared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "birth_list_gifts" ADD CONSTRAINT "birth_list_gifts_birth_list_id_birth_lists_id_fk" FOREIGN KEY ("birth_list_id") REFERENCES "public"."birth_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birth_list_gifts" ADD CONSTRAINT "birth_list_gifts_item_id_birth_list_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."birth_list_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birth_list_gifts" ADD CONSTRAINT "birth_list_gifts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birth_list_items" ADD CONSTRAINT "birth_list_items_birth_list_id_birth_lists_id_fk" FOREIGN KEY ("birth_list_id") REFERENCES "public"."birth_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birth_list_items" ADD CONSTRAINT "birth_list_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birth_lists" ADD CONSTRAINT "birth_lists_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birth_lists" ADD CONSTRAINT "birth_lists_delivery_address_id_customer_addresses_id_fk" FOREIGN KEY ("delivery_address_id") REFERENCES "public"."customer_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "birth_list_gifts_list_idx" ON "birth_list_gifts" USING btree ("birth_list_id","status");--> statement-breakpoint
CREATE INDEX "birth_list_gifts_item_idx" ON "birth_list_gifts" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "birth_list_items_list_variant_key" ON "birth_list_items" USING btree ("birth_list_id","variant_id");--> statement-breakpoint
CREATE INDEX "birth_lists_customer_idx" ON "birth_lists" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "birth_lists_share_token_key" ON "birth_lists" USING btree ("share_token_hash");