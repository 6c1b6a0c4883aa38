CREATE TABLE "agents" (
	"code" varchar(16) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_code" varchar(16) NOT NULL,
	"code" varchar(16) NOT NULL,
	"description" text NOT NULL,
	"street" text NOT NULL,
	"postcode" varchar(10) NOT NULL,
	"city" text NOT NULL,
	"province" varchar(2) DEFAULT '' NOT NULL,
	"country" varchar(2) DEFAULT 'IT' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"code" varchar(16) PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"vat_number" varchar(20) DEFAULT '' NOT NULL,
	"fiscal_code" varchar(20) DEFAULT '' NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"street" text NOT NULL,
	"postcode" varchar(10) NOT NULL,
	"city" text NOT NULL,
	"province" varchar(2) DEFAULT '' NOT NULL,
	"country" varchar(2) DEFAULT 'IT' NOT NULL,
	"price_list" varchar(8) NOT NULL,
	"discount_chain" varchar(32) DEFAULT '' NOT NULL,
	"payment_terms" text DEFAULT '' NOT NULL,
	"agent_code" varchar(16),
	CONSTRAINT "clients_price_list_ck" CHECK ("clients"."price_list" in ('p1', 'p1b2b', 'p2', 'p3')),
	CONSTRAINT "clients_discount_chain_ck" CHECK ("clients"."discount_chain" ~ '^([0-9]{1,2}([.][0-9]{1,2})?([+][0-9]{1,2}([.][0-9]{1,2})?)*)?$')
);
--> statement-breakpoint
CREATE TABLE "consent_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"category" varchar(32) NOT NULL,
	"item_code" varchar(32) NOT NULL,
	"value" varchar(8) NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fairs" (
	"code" varchar(16) PRIMARY KEY NOT NULL,
	"name_it" text NOT NULL,
	"name_en" text NOT NULL,
	"place" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	CONSTRAINT "fairs_dates_ck" CHECK ("fairs"."ends_on" >= "fairs"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "user_fairs" (
	"user_id" integer NOT NULL,
	"fair_code" varchar(16) NOT NULL,
	CONSTRAINT "user_fairs_user_id_fair_code_pk" PRIMARY KEY("user_id","fair_code")
);
--> statement-breakpoint
CREATE TABLE "policy_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" varchar(32) NOT NULL,
	"language" varchar(2) NOT NULL,
	"code" varchar(32) NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"testo1" text DEFAULT '' NOT NULL,
	"testo2" text DEFAULT '' NOT NULL,
	"testo3" text DEFAULT '' NOT NULL,
	"testo4" text DEFAULT '' NOT NULL,
	"testo5" text DEFAULT '' NOT NULL,
	CONSTRAINT "policy_items_category_ck" CHECK ("policy_items"."category" in ('privacypolicy', 'condizionidivendita')),
	CONSTRAINT "policy_items_language_ck" CHECK ("policy_items"."language" in ('it', 'en'))
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account" varchar(64) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"succeeded" boolean NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"anonymous_session_id" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" varchar(512) DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(64) NOT NULL,
	"tipo" varchar(2) NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"must_set_name" boolean DEFAULT false NOT NULL,
	"promotions_allowed" boolean DEFAULT false NOT NULL,
	"language" varchar(2) DEFAULT 'it' NOT NULL,
	"client_code" varchar(16),
	"agent_code" varchar(16),
	"privacy_accepted_at" timestamp with time zone,
	"sale_conditions_accepted_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_tipo_ck" CHECK ("users"."tipo" in ('C', 'WC', 'WU', 'A', 'X', 'U', 'F')),
	CONSTRAINT "users_language_ck" CHECK ("users"."language" in ('it', 'en')),
	CONSTRAINT "users_customer_client_ck" CHECK ("users"."tipo" not in ('C', 'WC', 'WU') or "users"."client_code" is not null),
	CONSTRAINT "users_agent_ck" CHECK ("users"."tipo" <> 'A' or "users"."agent_code" is not null)
);
--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_client_code_clients_code_fk" FOREIGN KEY ("client_code") REFERENCES "public"."clients"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_agent_code_agents_code_fk" FOREIGN KEY ("agent_code") REFERENCES "public"."agents"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_answers" ADD CONSTRAINT "consent_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_fairs" ADD CONSTRAINT "user_fairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_fairs" ADD CONSTRAINT "user_fairs_fair_code_fairs_code_fk" FOREIGN KEY ("fair_code") REFERENCES "public"."fairs"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_code_clients_code_fk" FOREIGN KEY ("client_code") REFERENCES "public"."clients"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agent_code_agents_code_fk" FOREIGN KEY ("agent_code") REFERENCES "public"."agents"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_addresses_client_code_uq" ON "client_addresses" USING btree ("client_code","code");--> statement-breakpoint
CREATE INDEX "clients_agent_code_idx" ON "clients" USING btree ("agent_code");--> statement-breakpoint
CREATE INDEX "consent_answers_user_idx" ON "consent_answers" USING btree ("user_id","category");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_items_category_language_code_uq" ON "policy_items" USING btree ("category","language","code");--> statement-breakpoint
CREATE INDEX "login_attempts_account_idx" ON "login_attempts" USING btree ("account","attempted_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","attempted_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_client_code_idx" ON "users" USING btree ("client_code");