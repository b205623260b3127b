CREATE TABLE "currencies" (
	"code" char(3) PRIMARY KEY NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency_code" char(3) NOT NULL,
	"rate_date" date NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_code_rate_date_pk" PRIMARY KEY("currency_code","rate_date"),
	CONSTRAINT "exchange_rates_rate_positive" CHECK ("exchange_rates"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "cart_coupons" (
	"cart_id" uuid NOT NULL,
	"coupon_id" uuid NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_coupons_cart_id_coupon_id_pk" PRIMARY KEY("cart_id","coupon_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_brands" (
	"coupon_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	CONSTRAINT "coupon_brands_coupon_id_brand_id_pk" PRIMARY KEY("coupon_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_categories" (
	"coupon_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "coupon_categories_coupon_id_category_id_pk" PRIMARY KEY("coupon_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_products" (
	"coupon_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "coupon_products_coupon_id_product_id_pk" PRIMARY KEY("coupon_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"customer_id" uuid,
	"order_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency_code" char(3) NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"percent" numeric(5, 2),
	"amount" numeric(12, 2),
	"currency_code" char(3) NOT NULL,
	"minimum_amount" numeric(12, 2),
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"customer_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_value" CHECK (("coupons"."kind" = 'percentage' AND "coupons"."percent" > 0 AND "coupons"."percent" <= 100) OR ("coupons"."kind" = 'fixed' AND "coupons"."amount" > 0)),
	CONSTRAINT "coupons_limits_positive" CHECK (coalesce("coupons"."usage_limit", 1) > 0 AND coalesce("coupons"."per_customer_limit", 1) > 0),
	CONSTRAINT "coupons_dates_ordered" CHECK ("coupons"."starts_at" IS NULL OR "coupons"."ends_at" IS NULL OR "coupons"."starts_at" < "coupons"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_code" char(2) NOT NULL,
	"postal_code" varchar(12) NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" char(2) PRIMARY KEY NOT NULL,
	"is_shipping_country" boolean DEFAULT false NOT NULL,
	"is_eu" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"carrier" text DEFAULT 'static' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"free_from" numeric(12, 2),
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"method_id" uuid NOT NULL,
	"country_code" char(2) NOT NULL,
	"cost" numeric(12, 2) NOT NULL,
	CONSTRAINT "shipping_rates_method_id_country_code_pk" PRIMARY KEY("method_id","country_code"),
	CONSTRAINT "shipping_rates_cost_not_negative" CHECK ("shipping_rates"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"country_code" char(2) NOT NULL,
	"tax_class" text NOT NULL,
	"rate" numeric(5, 2) NOT NULL,
	CONSTRAINT "tax_rates_country_code_tax_class_pk" PRIMARY KEY("country_code","tax_class"),
	CONSTRAINT "tax_rates_rate_range" CHECK ("tax_rates"."rate" >= 0 AND "tax_rates"."rate" < 100)
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_country_code" char(2);--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "billing_country_code" char(2);--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "city_id" uuid;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_method_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_brands" ADD CONSTRAINT "coupon_brands_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_brands" ADD CONSTRAINT "coupon_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_categories" ADD CONSTRAINT "coupon_categories_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_categories" ADD CONSTRAINT "coupon_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_products" ADD CONSTRAINT "coupon_products_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_products" ADD CONSTRAINT "coupon_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_method_id_shipping_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_coupon_order_key" ON "coupon_redemptions" USING btree ("coupon_id","order_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_customer_idx" ON "coupon_redemptions" USING btree ("coupon_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_upper_key" ON "coupons" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "coupons_customer_idx" ON "coupons" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_country_code_name_key" ON "cities" USING btree ("country_code","postal_code","name");--> statement-breakpoint
CREATE INDEX "cities_postal_code_idx" ON "cities" USING btree ("country_code","postal_code" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "cities_name_idx" ON "cities" USING btree ("country_code",lower("name") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_methods_key_key" ON "shipping_methods" USING btree ("key");--> statement-breakpoint
CREATE INDEX "shipping_rates_country_idx" ON "shipping_rates" USING btree ("country_code");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shipping_country_code_countries_code_fk" FOREIGN KEY ("shipping_country_code") REFERENCES "public"."countries"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_billing_country_code_countries_code_fk" FOREIGN KEY ("billing_country_code") REFERENCES "public"."countries"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE set null ON UPDATE no action;