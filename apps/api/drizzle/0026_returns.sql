CREATE TABLE "credit_note_lines" (
	"credit_note_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"delivery_note_id" integer NOT NULL,
	"product_code" varchar(32) NOT NULL,
	"description_it" text NOT NULL,
	"description_en" text NOT NULL,
	"um" varchar(4) NOT NULL,
	"quantity" integer NOT NULL,
	"list_price" numeric(16, 4) NOT NULL,
	"net_price" numeric(16, 4) NOT NULL,
	"discounts" varchar(64) NOT NULL,
	"amount" numeric(16, 4) NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	CONSTRAINT "credit_note_lines_credit_note_id_line_no_pk" PRIMARY KEY("credit_note_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "credit_note_vat_lines" (
	"credit_note_id" integer NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"taxable_amount" numeric(16, 4) NOT NULL,
	"vat_amount" numeric(16, 4) NOT NULL,
	CONSTRAINT "credit_note_vat_lines_credit_note_id_vat_rate_pk" PRIMARY KEY("credit_note_id","vat_rate")
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" varchar(16) NOT NULL,
	"return_id" integer NOT NULL,
	"client_code" varchar(16) NOT NULL,
	"issued_on" date NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"issuer" jsonb NOT NULL,
	"client_name" text NOT NULL,
	"client_vat_number" varchar(20) NOT NULL,
	"client_fiscal_code" varchar(20) NOT NULL,
	"client_street" text NOT NULL,
	"client_postcode" varchar(10) NOT NULL,
	"client_city" text NOT NULL,
	"client_province" varchar(2) NOT NULL,
	"client_country" varchar(2) NOT NULL,
	"taxable_amount" numeric(16, 4) NOT NULL,
	"vat_amount" numeric(16, 4) NOT NULL,
	"total_amount" numeric(16, 4) NOT NULL,
	"decimals" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"return_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"delivery_note_id" integer NOT NULL,
	"delivery_note_line_no" integer NOT NULL,
	"product_code" varchar(32) NOT NULL,
	"description_it" text NOT NULL,
	"description_en" text NOT NULL,
	"quantity_asked" integer NOT NULL,
	"quantity_approved" integer,
	"reason" varchar(16) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "return_lines_return_id_line_no_pk" PRIMARY KEY("return_id","line_no"),
	CONSTRAINT "return_lines_reason_ck" CHECK ("return_lines"."reason" in ('danneggiato', 'errato', 'difettoso', 'non_ordinato', 'altro')),
	CONSTRAINT "return_lines_quantity_ck" CHECK ("return_lines"."quantity_asked" > 0 and ("return_lines"."quantity_approved" is null or "return_lines"."quantity_approved" between 0 and "return_lines"."quantity_asked"))
);
--> statement-breakpoint
CREATE TABLE "return_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"by_customer" boolean NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"line_no" integer,
	"file_name" varchar(200) NOT NULL,
	"content_type" varchar(32) NOT NULL,
	"size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"uploaded_by" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" varchar(16) NOT NULL,
	"client_code" varchar(16) NOT NULL,
	"created_by" integer NOT NULL,
	"status" varchar(20) DEFAULT 'richiesto' NOT NULL,
	"rejection_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"credit_note_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_status_ck" CHECK ("return_requests"."status" in ('richiesto', 'approvato', 'approvato_parziale', 'rifiutato'))
);
--> statement-breakpoint
CREATE TABLE "return_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"user_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_number_counters" DROP CONSTRAINT "document_number_counters_kind_ck";--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_delivery_note_id_delivery_notes_id_fk" FOREIGN KEY ("delivery_note_id") REFERENCES "public"."delivery_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_vat_lines" ADD CONSTRAINT "credit_note_vat_lines_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_client_code_clients_code_fk" FOREIGN KEY ("client_code") REFERENCES "public"."clients"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_delivery_note_id_delivery_notes_id_fk" FOREIGN KEY ("delivery_note_id") REFERENCES "public"."delivery_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_messages" ADD CONSTRAINT "return_messages_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_messages" ADD CONSTRAINT "return_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_client_code_clients_code_fk" FOREIGN KEY ("client_code") REFERENCES "public"."clients"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_status_history" ADD CONSTRAINT "return_status_history_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_status_history" ADD CONSTRAINT "return_status_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_uq" ON "credit_notes" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_text_uq" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_return_uq" ON "credit_notes" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "credit_notes_client_idx" ON "credit_notes" USING btree ("client_code","issued_on");--> statement-breakpoint
CREATE INDEX "return_lines_ddt_line_idx" ON "return_lines" USING btree ("delivery_note_id","delivery_note_line_no");--> statement-breakpoint
CREATE INDEX "return_messages_return_idx" ON "return_messages" USING btree ("return_id","id");--> statement-breakpoint
CREATE INDEX "return_photos_return_idx" ON "return_photos" USING btree ("return_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_number_uq" ON "return_requests" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_number_text_uq" ON "return_requests" USING btree ("number");--> statement-breakpoint
CREATE INDEX "return_requests_client_idx" ON "return_requests" USING btree ("client_code","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_updated_idx" ON "return_requests" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "return_status_history_return_idx" ON "return_status_history" USING btree ("return_id","id");--> statement-breakpoint
ALTER TABLE "document_number_counters" ADD CONSTRAINT "document_number_counters_kind_ck" CHECK ("document_number_counters"."kind" in ('ddt', 'fattura', 'nc', 'reso'));