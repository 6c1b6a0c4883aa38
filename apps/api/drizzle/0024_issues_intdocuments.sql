CREATE TABLE "order_issue_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"by_customer" boolean NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"line_no" integer,
	"kind" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'aperta' NOT NULL,
	"opened_by" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_issues_kind_ck" CHECK ("order_issues"."kind" in ('danneggiato', 'mancante', 'articolo_errato', 'ritardo', 'altro')),
	CONSTRAINT "order_issues_status_ck" CHECK ("order_issues"."status" in ('aperta', 'in_lavorazione', 'chiusa'))
);
--> statement-breakpoint
CREATE TABLE "internal_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_code" varchar(16) NOT NULL,
	"order_id" integer,
	"title" varchar(120) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"content_type" varchar(96) NOT NULL,
	"size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"uploaded_by" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_issue_messages" ADD CONSTRAINT "order_issue_messages_issue_id_order_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."order_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_issue_messages" ADD CONSTRAINT "order_issue_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_issues" ADD CONSTRAINT "order_issues_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_issues" ADD CONSTRAINT "order_issues_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_documents" ADD CONSTRAINT "internal_documents_client_code_clients_code_fk" FOREIGN KEY ("client_code") REFERENCES "public"."clients"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_documents" ADD CONSTRAINT "internal_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_documents" ADD CONSTRAINT "internal_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_issue_messages_issue_idx" ON "order_issue_messages" USING btree ("issue_id","id");--> statement-breakpoint
CREATE INDEX "order_issues_order_idx" ON "order_issues" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_issues_open_idx" ON "order_issues" USING btree ("updated_at") WHERE "order_issues"."status" <> 'chiusa';--> statement-breakpoint
CREATE INDEX "order_issues_updated_idx" ON "order_issues" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "internal_documents_client_idx" ON "internal_documents" USING btree ("client_code","uploaded_at");--> statement-breakpoint
CREATE INDEX "internal_documents_order_idx" ON "internal_documents" USING btree ("order_id");