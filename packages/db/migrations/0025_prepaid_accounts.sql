CREATE TABLE "prepaid_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"currency_code" char(3) NOT NULL,
	"notify_on_use" boolean DEFAULT false NOT NULL,
	"low_balance_threshold_minor" bigint DEFAULT 1000 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prepaid_accounts_threshold_not_negative" CHECK ("prepaid_accounts"."low_balance_threshold_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "prepaid_ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prepaid_ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency_code" char(3) NOT NULL,
	"kind" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"reason" text NOT NULL,
	"order_id" uuid,
	"payment_reference" text,
	"idempotency_key" text NOT NULL,
	"balance_after_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prepaid_ledger_entries_amount_not_zero" CHECK ("prepaid_ledger_entries"."amount_minor" <> 0),
	CONSTRAINT "prepaid_ledger_entries_balance_not_negative" CHECK ("prepaid_ledger_entries"."balance_after_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "prepaid_topups" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency_code" char(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prepaid_accounts" ADD CONSTRAINT "prepaid_accounts_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_ledger_entries" ADD CONSTRAINT "prepaid_ledger_entries_account_id_prepaid_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."prepaid_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_ledger_entries" ADD CONSTRAINT "prepaid_ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_topups" ADD CONSTRAINT "prepaid_topups_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_topups" ADD CONSTRAINT "prepaid_topups_account_id_prepaid_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."prepaid_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prepaid_accounts_customer_key" ON "prepaid_accounts" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prepaid_ledger_entries_idempotency_key" ON "prepaid_ledger_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "prepaid_ledger_entries_account_idx" ON "prepaid_ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "prepaid_ledger_entries_order_idx" ON "prepaid_ledger_entries" USING btree ("order_id");