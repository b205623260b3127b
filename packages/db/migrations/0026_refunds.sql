CREATE SEQUENCE "public"."refund_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "refund_request_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_request_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"refund_request_id" uuid NOT NULL,
	"status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_request_lines" (
	"refund_request_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"approved_quantity" integer,
	"unit_price_tax_incl" numeric(12, 2) NOT NULL,
	CONSTRAINT "refund_request_lines_refund_request_id_order_line_id_pk" PRIMARY KEY("refund_request_id","order_line_id"),
	CONSTRAINT "refund_request_lines_quantity_positive" CHECK ("refund_request_lines"."quantity" > 0),
	CONSTRAINT "refund_request_lines_approved_within" CHECK ("refund_request_lines"."approved_quantity" IS NULL OR ("refund_request_lines"."approved_quantity" >= 0 AND "refund_request_lines"."approved_quantity" <= "refund_request_lines"."quantity"))
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text DEFAULT 'R-' || nextval('refund_number_seq') NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid,
	"status" text DEFAULT 'requested' NOT NULL,
	"method" text NOT NULL,
	"currency_code" char(3) NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"bank_details_sealed" text,
	"iban_last4" text,
	"requested_amount" numeric(12, 2) NOT NULL,
	"approved_amount" numeric(12, 2),
	"restocked" boolean DEFAULT false NOT NULL,
	"rejection_reason" text,
	"settlement_reference" text,
	"claim" uuid,
	"claimed_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refund_request_history" ADD CONSTRAINT "refund_request_history_refund_request_id_refund_requests_id_fk" FOREIGN KEY ("refund_request_id") REFERENCES "public"."refund_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_request_lines" ADD CONSTRAINT "refund_request_lines_refund_request_id_refund_requests_id_fk" FOREIGN KEY ("refund_request_id") REFERENCES "public"."refund_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_request_lines" ADD CONSTRAINT "refund_request_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_request_history_request_idx" ON "refund_request_history" USING btree ("refund_request_id","id");--> statement-breakpoint
CREATE INDEX "refund_request_lines_order_line_idx" ON "refund_request_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_number_key" ON "refund_requests" USING btree ("number");--> statement-breakpoint
CREATE INDEX "refund_requests_order_idx" ON "refund_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refund_requests_customer_idx" ON "refund_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "refund_requests_status_idx" ON "refund_requests" USING btree ("status","created_at");