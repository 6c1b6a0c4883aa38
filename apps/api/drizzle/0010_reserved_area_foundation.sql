CREATE TABLE "client_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_code" varchar(16) NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_code" varchar(16) NOT NULL,
	"author_user_id" integer,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receivables" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_code" varchar(16) NOT NULL,
	"document" varchar(32) NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"paid_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "receivables_amounts_ck" CHECK ("receivables"."paid_amount" >= 0 and "receivables"."paid_amount" <= "receivables"."amount")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"username" varchar(64) NOT NULL,
	"user_tipo" varchar(2) NOT NULL,
	"client_code" varchar(16),
	"entity" varchar(32) NOT NULL,
	"entity_key" varchar(64) NOT NULL,
	"action" varchar(32) NOT NULL,
	"changes" jsonb NOT NULL,
	"summary" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
DROP INDEX "carts_user_id_uq";--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "max_discount" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "credit_limit" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_client_code" varchar(16);--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "extra_discount" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "client_code" varchar(16);--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "extra_discount" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" varchar(8) DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_client_code_clients_code_fk" FOREIGN KEY ("client_code") REFERENCES "public"."clients"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_client_code_clients_code_fk" FOREIGN KEY ("client_code") REFERENCES "public"."clients"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_client_code_clients_code_fk" FOREIGN KEY ("client_code") REFERENCES "public"."clients"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_contacts_client_idx" ON "client_contacts" USING btree ("client_code");--> statement-breakpoint
CREATE INDEX "client_notes_client_idx" ON "client_notes" USING btree ("client_code","created_at");--> statement-breakpoint
CREATE INDEX "receivables_client_idx" ON "receivables" USING btree ("client_code","due_on");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_key","at");--> statement-breakpoint
CREATE INDEX "audit_log_client_idx" ON "audit_log" USING btree ("client_code","at");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_client_code_clients_code_fk" FOREIGN KEY ("acting_client_code") REFERENCES "public"."clients"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_client_code_clients_code_fk" FOREIGN KEY ("client_code") REFERENCES "public"."clients"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_company_name_idx" ON "clients" USING btree ("company_name");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_client_uq" ON "carts" USING btree ("user_id",coalesce("client_code", ''));--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_max_discount_ck" CHECK ("agents"."max_discount" >= 0 and "agents"."max_discount" < 100);--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_credit_limit_ck" CHECK ("clients"."credit_limit" is null or "clients"."credit_limit" >= 0);--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_extra_discount_ck" CHECK ("cart_lines"."extra_discount" >= 0 and "cart_lines"."extra_discount" < 100);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_ck" CHECK ("orders"."channel" in ('web', 'agent', 'office', 'fair', 'import'));