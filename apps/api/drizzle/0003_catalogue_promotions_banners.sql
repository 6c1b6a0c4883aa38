CREATE TABLE "brands" (
	"code" varchar(20) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"code" varchar(20) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"vat_number" varchar(16) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"description_it" text NOT NULL,
	"description_en" text NOT NULL,
	"brand_code" varchar(20) NOT NULL,
	"category_code" varchar(32) NOT NULL,
	"supplier_code" varchar(20) NOT NULL,
	"um" varchar(4) NOT NULL,
	"pack_size" integer DEFAULT 1 NOT NULL,
	"min_qty" integer DEFAULT 1 NOT NULL,
	"step_qty" integer DEFAULT 1 NOT NULL,
	"price_p1" numeric(12, 4) NOT NULL,
	"price_p1b2b" numeric(12, 4) NOT NULL,
	"price_p2" numeric(12, 4) NOT NULL,
	"price_p3" numeric(12, 4) NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"highlight" boolean DEFAULT false NOT NULL,
	"news" boolean DEFAULT false NOT NULL,
	"outlet" boolean DEFAULT false NOT NULL,
	"rating" numeric(2, 1),
	"rating_count" integer DEFAULT 0 NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"search_it" "tsvector" GENERATED ALWAYS AS (to_tsvector('italian'::regconfig, "products"."code" || ' ' || "products"."description_it")) STORED NOT NULL,
	"search_en" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "products"."code" || ' ' || "products"."description_en")) STORED NOT NULL,
	CONSTRAINT "products_stock_ck" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_quantities_ck" CHECK ("products"."pack_size" > 0 and "products"."min_qty" > 0 and "products"."step_qty" > 0),
	CONSTRAINT "products_prices_ck" CHECK ("products"."price_p1" >= 0 and "products"."price_p1b2b" >= 0 and "products"."price_p2" >= 0 and "products"."price_p3" >= 0),
	CONSTRAINT "products_rating_ck" CHECK ("products"."rating" is null or "products"."rating" between 1 and 5),
	CONSTRAINT "products_um_ck" CHECK ("products"."um" in ('PZ', 'CF', 'KG', 'LT', 'CT'))
);
--> statement-breakpoint
CREATE TABLE "promotion_products" (
	"promotion_code" varchar(20) NOT NULL,
	"product_code" varchar(32) NOT NULL,
	"net_price" numeric(12, 4),
	"extra_discount_pct" numeric(5, 2),
	"gift_every" integer,
	"gift_qty" integer,
	CONSTRAINT "promotion_products_promotion_code_product_code_pk" PRIMARY KEY("promotion_code","product_code"),
	CONSTRAINT "promotion_products_price_rule_ck" CHECK ("promotion_products"."net_price" is null or "promotion_products"."extra_discount_pct" is null),
	CONSTRAINT "promotion_products_net_price_ck" CHECK ("promotion_products"."net_price" is null or "promotion_products"."net_price" >= 0),
	CONSTRAINT "promotion_products_discount_ck" CHECK ("promotion_products"."extra_discount_pct" is null or ("promotion_products"."extra_discount_pct" > 0 and "promotion_products"."extra_discount_pct" < 100)),
	CONSTRAINT "promotion_products_gift_ck" CHECK (("promotion_products"."gift_every" is null and "promotion_products"."gift_qty" is null) or ("promotion_products"."gift_every" > 0 and "promotion_products"."gift_qty" > 0)),
	CONSTRAINT "promotion_products_has_rule_ck" CHECK ("promotion_products"."net_price" is not null or "promotion_products"."extra_discount_pct" is not null or "promotion_products"."gift_every" is not null)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"code" varchar(20) PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"title_it" text NOT NULL,
	"title_en" text NOT NULL,
	"description_it" text NOT NULL,
	"description_en" text NOT NULL,
	"image" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"price_lists" text[] DEFAULT '{}'::text[] NOT NULL,
	"order_discount_pct" numeric(5, 2),
	"min_order_value" numeric(12, 2),
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "promotions_kind_ck" CHECK ("promotions"."kind" in ('header', 'product')),
	CONSTRAINT "promotions_validity_ck" CHECK ("promotions"."valid_from" <= "promotions"."valid_to"),
	CONSTRAINT "promotions_image_ck" CHECK ("promotions"."image" like '/promo/%'),
	CONSTRAINT "promotions_order_discount_ck" CHECK ("promotions"."order_discount_pct" is null or ("promotions"."order_discount_pct" > 0 and "promotions"."order_discount_pct" < 100))
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"text_it" text NOT NULL,
	"text_en" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "banners_tipo_ck" CHECK ("banners"."tipo" in ('topleft', 'topcenter', 'topright'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_code_brands_code_fk" FOREIGN KEY ("brand_code") REFERENCES "public"."brands"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_code_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_code_suppliers_code_fk" FOREIGN KEY ("supplier_code") REFERENCES "public"."suppliers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_promotion_code_promotions_code_fk" FOREIGN KEY ("promotion_code") REFERENCES "public"."promotions"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_product_code_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."products"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_code_prefix_idx" ON "products" USING btree ("code" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_code_trgm_idx" ON "products" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_it_trgm_idx" ON "products" USING gin ("description_it" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_en_trgm_idx" ON "products" USING gin ("description_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_it_idx" ON "products" USING gin ("search_it");--> statement-breakpoint
CREATE INDEX "products_search_en_idx" ON "products" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_code" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_code");--> statement-breakpoint
CREATE INDEX "products_supplier_idx" ON "products" USING btree ("supplier_code");--> statement-breakpoint
CREATE INDEX "promotion_products_product_idx" ON "promotion_products" USING btree ("product_code");--> statement-breakpoint
CREATE INDEX "promotions_validity_idx" ON "promotions" USING btree ("valid_from","valid_to");