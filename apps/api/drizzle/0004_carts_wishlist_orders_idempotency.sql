CREATE TABLE "cart_lines" (
	"cart_id" integer NOT NULL,
	"product_code" varchar(32) NOT NULL,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_cart_id_product_code_pk" PRIMARY KEY("cart_id","product_code"),
	CONSTRAINT "cart_lines_quantity_ck" CHECK ("cart_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"session_id" varchar(128),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_owner_ck" CHECK (("carts"."user_id" is null) <> ("carts"."session_id" is null))
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_code" varchar(32) NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"product_code" varchar(32) NOT NULL,
	"description_it" text NOT NULL,
	"description_en" text NOT NULL,
	"um" varchar(4) NOT NULL,
	"quantity" integer NOT NULL,
	"free_quantity" integer DEFAULT 0 NOT NULL,
	"list_price" numeric(16, 4) NOT NULL,
	"net_price" numeric(16, 4) NOT NULL,
	"discounts" varchar(64) NOT NULL,
	"promotion_code" varchar(20),
	"total" numeric(16, 4) NOT NULL,
	CONSTRAINT "order_lines_order_id_line_no_pk" PRIMARY KEY("order_id","line_no"),
	CONSTRAINT "order_lines_quantity_ck" CHECK ("order_lines"."quantity" > 0 and "order_lines"."free_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_status_history_status_ck" CHECK ("order_status_history"."status" in ('ricevuto', 'confermato', 'spedito', 'consegnato', 'annullato'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(16) NOT NULL,
	"user_id" integer NOT NULL,
	"client_code" varchar(16) NOT NULL,
	"status" varchar(12) DEFAULT 'ricevuto' NOT NULL,
	"order_type" varchar(8) NOT NULL,
	"price_list" varchar(8) NOT NULL,
	"discount_chain" varchar(32) NOT NULL,
	"delivery_code" varchar(16) NOT NULL,
	"delivery_description" text NOT NULL,
	"delivery_street" text NOT NULL,
	"delivery_postcode" varchar(10) NOT NULL,
	"delivery_city" text NOT NULL,
	"delivery_province" varchar(2) NOT NULL,
	"delivery_country" varchar(2) NOT NULL,
	"requested_delivery" date,
	"notes" text DEFAULT '' NOT NULL,
	"sale_conditions_accepted_at" timestamp with time zone NOT NULL,
	"decimals" integer NOT NULL,
	"subtotal" numeric(16, 4) NOT NULL,
	"header_promotion_code" varchar(20),
	"header_discount" numeric(16, 4) NOT NULL,
	"total" numeric(16, 4) NOT NULL,
	"items" integer NOT NULL,
	"line_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in ('ricevuto', 'confermato', 'spedito', 'consegnato', 'annullato')),
	CONSTRAINT "orders_amounts_ck" CHECK ("orders"."total" >= 0 and "orders"."subtotal" >= 0 and "orders"."header_discount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" varchar(128) NOT NULL,
	"scope" varchar(32) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"state" varchar(12) NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "idempotency_keys_state_ck" CHECK ("idempotency_keys"."state" in ('in_progress', 'done'))
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_code_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."products"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_code_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."products"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_code_clients_code_fk" FOREIGN KEY ("client_code") REFERENCES "public"."clients"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_id_uq" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_session_id_uq" ON "carts" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_user_product_uq" ON "wishlist_items" USING btree ("user_id","product_code");--> statement-breakpoint
CREATE INDEX "wishlist_items_user_added_idx" ON "wishlist_items" USING btree ("user_id","added_at");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_uq" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_client_created_idx" ON "orders" USING btree ("client_code","created_at");--> statement-breakpoint
CREATE INDEX "products_description_it_idx" ON "products" USING btree ("description_it","code");--> statement-breakpoint
CREATE INDEX "products_description_en_idx" ON "products" USING btree ("description_en","code");--> statement-breakpoint
CREATE INDEX "products_price_p1_idx" ON "products" USING btree ("price_p1","code");