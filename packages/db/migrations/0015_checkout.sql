CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "cart_pickup_points" (
	"cart_id" uuid PRIMARY KEY NOT NULL,
	"shipping_method_id" uuid NOT NULL,
	"pickup_point_id" uuid,
	"external_id" text,
	"name" text NOT NULL,
	"street1" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"address_type" text NOT NULL,
	"account_type" text DEFAULT 'Private' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company" text,
	"vat" text,
	"street1" text NOT NULL,
	"house_number" text DEFAULT '' NOT NULL,
	"box_number" text,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"phone" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_addresses_company_vat" CHECK ("customer_addresses"."vat" IS NULL OR "customer_addresses"."account_type" = 'Company')
);
--> statement-breakpoint
CREATE TABLE "order_addresses" (
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company" text,
	"street1" text NOT NULL,
	"house_number" text DEFAULT '' NOT NULL,
	"box_number" text,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"phone" text,
	CONSTRAINT "order_addresses_order_id_kind_pk" PRIMARY KEY("order_id","kind")
);
--> statement-breakpoint
CREATE TABLE "order_discounts" (
	"order_id" uuid NOT NULL,
	"coupon_id" uuid,
	"code" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	CONSTRAINT "order_discounts_order_id_code_pk" PRIMARY KEY("order_id","code")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"variant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_tax_incl" numeric(12, 2) NOT NULL,
	"tax_rate" numeric(7, 4) NOT NULL,
	"discount" numeric(12, 2) NOT NULL,
	"tax" numeric(12, 2) NOT NULL,
	"total_tax_incl" numeric(12, 2) NOT NULL,
	"item_origin" text DEFAULT 'Catalog' NOT NULL,
	"item_key" text,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_stock_allocations" (
	"order_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "order_stock_allocations_order_id_variant_id_warehouse_id_pk" PRIMARY KEY("order_id","variant_id","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"customer_id" uuid,
	"visitor_id" uuid,
	"email" text NOT NULL,
	"culture" char(2) NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"currency_code" char(3) NOT NULL,
	"account_type" text DEFAULT 'Private' NOT NULL,
	"vat_number" text,
	"vat_exempt" boolean DEFAULT false NOT NULL,
	"tax_country_code" char(2) NOT NULL,
	"shipping_method_id" uuid,
	"shipping_method_name" text,
	"pickup_point" jsonb,
	"subtotal" numeric(12, 2) NOT NULL,
	"discount" numeric(12, 2) NOT NULL,
	"shipping" numeric(12, 2) NOT NULL,
	"tax" numeric(12, 2) NOT NULL,
	"total_tax_incl" numeric(12, 2) NOT NULL,
	"total_tax_excl" numeric(12, 2) NOT NULL,
	"hold_until" timestamp with time zone,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_total_not_negative" CHECK ("orders"."total_tax_incl" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency_code" char(3) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"session_id" text,
	"session_data" text,
	"psp_reference" text,
	"refusal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"house_number" text DEFAULT '' NOT NULL,
	"postal_code" varchar(12) NOT NULL,
	"city" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"phone" text,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"opening_hours" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_points_latitude" CHECK ("pickup_points"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "pickup_points_longitude" CHECK ("pickup_points"."longitude" BETWEEN -180 AND 180)
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "vat_country_code" char(2);--> statement-breakpoint
ALTER TABLE "cart_pickup_points" ADD CONSTRAINT "cart_pickup_points_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_pickup_points" ADD CONSTRAINT "cart_pickup_points_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_addresses" ADD CONSTRAINT "order_addresses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stock_allocations" ADD CONSTRAINT "order_stock_allocations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stock_allocations" ADD CONSTRAINT "order_stock_allocations_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stock_allocations" ADD CONSTRAINT "order_stock_allocations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_visitor_id_sessions_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD CONSTRAINT "pickup_points_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_position_key" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_variant_idx" ON "order_lines" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","placed_at");--> statement-breakpoint
CREATE INDEX "orders_placed_at_idx" ON "orders" USING btree ("placed_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_hold_idx" ON "orders" USING btree ("hold_until") WHERE "orders"."status" = 'placed';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_reference_key" ON "payment_attempts" USING btree ("merchant_reference");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_success_key" ON "payment_attempts" USING btree ("order_id") WHERE "payment_attempts"."status" = 'succeeded';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_key" ON "payment_events" USING btree ("provider","event_key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" IN ('pending', 'running');--> statement-breakpoint
CREATE INDEX "jobs_kind_idx" ON "jobs" USING btree ("kind","status");--> statement-breakpoint
CREATE INDEX "pickup_points_country_idx" ON "pickup_points" USING btree ("country_code");