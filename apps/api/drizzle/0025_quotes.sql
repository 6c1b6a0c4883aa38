CREATE TABLE "quote_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"by_customer" boolean NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_request_lines" (
	"quote_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"product_code" varchar(32) NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "quote_request_lines_quote_id_line_no_pk" PRIMARY KEY("quote_id","line_no"),
	CONSTRAINT "quote_request_lines_quantity_ck" CHECK ("quote_request_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "quote_revision_lines" (
	"quote_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"line_no" integer NOT NULL,
	"product_code" varchar(32) NOT NULL,
	"description_it" text NOT NULL,
	"description_en" text NOT NULL,
	"um" varchar(4) NOT NULL,
	"quantity" integer NOT NULL,
	"list_price" numeric(16, 4) NOT NULL,
	"discount_pct" numeric(7, 4) NOT NULL,
	"net_price" numeric(16, 4) NOT NULL,
	"total" numeric(16, 4) NOT NULL,
	CONSTRAINT "quote_revision_lines_quote_id_revision_line_no_pk" PRIMARY KEY("quote_id","revision","line_no"),
	CONSTRAINT "quote_revision_lines_quantity_ck" CHECK ("quote_revision_lines"."quantity" > 0 and "quote_revision_lines"."net_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_revisions" (
	"quote_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"valid_until" date NOT NULL,
	"customer_notes" text DEFAULT '' NOT NULL,
	"internal_notes" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"needed_approval" boolean DEFAULT false NOT NULL,
	"total" numeric(16, 4) NOT NULL,
	CONSTRAINT "quote_revisions_quote_id_revision_pk" PRIMARY KEY("quote_id","revision")
);
--> statement-breakpoint
CREATE TABLE "quote_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20) NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(16) NOT NULL,
	"client_code" varchar(16) NOT NULL,
	"created_by" integer NOT NULL,
	"origin" varchar(8) NOT NULL,
	"status" varchar(20) NOT NULL,
	"current_revision" integer DEFAULT 0 NOT NULL,
	"order_id" integer,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_status_ck" CHECK ("quotes"."status" in ('richiesta', 'bozza', 'in_approvazione', 'inviata', 'modifiche_richieste', 'accettata', 'rifiutata', 'annullata')),
	CONSTRAINT "quotes_origin_ck" CHECK ("quotes"."origin" in ('request', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_channel_ck";--> statement-breakpoint
ALTER TABLE "quote_messages" ADD CONSTRAINT "quote_messages_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_messages" ADD CONSTRAINT "quote_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_lines" ADD CONSTRAINT "quote_request_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD CONSTRAINT "quote_revisions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD CONSTRAINT "quote_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_status_history" ADD CONSTRAINT "quote_status_history_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_status_history" ADD CONSTRAINT "quote_status_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_client_code_clients_code_fk" FOREIGN KEY ("client_code") REFERENCES "public"."clients"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_messages_quote_idx" ON "quote_messages" USING btree ("quote_id","id");--> statement-breakpoint
CREATE INDEX "quote_revision_lines_revision_idx" ON "quote_revision_lines" USING btree ("quote_id","revision");--> statement-breakpoint
CREATE INDEX "quote_status_history_quote_idx" ON "quote_status_history" USING btree ("quote_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_uq" ON "quotes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "quotes_client_idx" ON "quotes" USING btree ("client_code","updated_at");--> statement-breakpoint
CREATE INDEX "quotes_updated_idx" ON "quotes" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "quotes_in_approval_idx" ON "quotes" USING btree ("updated_at") WHERE "quotes"."status" = 'in_approvazione';--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_order_uq" ON "quotes" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_ck" CHECK ("orders"."channel" in ('web', 'agent', 'office', 'fair', 'import', 'quote'));