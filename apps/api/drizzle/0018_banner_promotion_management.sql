CREATE TABLE "promotion_targets" (
	"promotion_code" varchar(20) NOT NULL,
	"target_kind" varchar(10) NOT NULL,
	"target_code" varchar(32) NOT NULL,
	CONSTRAINT "promotion_targets_promotion_code_target_kind_target_code_pk" PRIMARY KEY("promotion_code","target_kind","target_code"),
	CONSTRAINT "promotion_targets_kind_ck" CHECK ("promotion_targets"."target_kind" in ('category', 'brand'))
);
--> statement-breakpoint
ALTER TABLE "promotions" DROP CONSTRAINT "promotions_image_ck";--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "offer" varchar(12);--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "discount_pct" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "gift_every" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "gift_qty" integer;--> statement-breakpoint
-- Hand-written: the kind of each promotion a database already holds, from its products' rules: a net
-- price makes it net_price (a gift beside it stays on those products' rows), else an extra discount
-- percentage (the promotion's own % is the largest of its products'), else free goods (N every M from
-- its first product); header promotions are order.
UPDATE "promotions" SET "offer" = 'order' WHERE "kind" = 'header';--> statement-breakpoint
UPDATE "promotions" p SET "offer" = 'net_price' WHERE p."offer" IS NULL AND EXISTS (
  SELECT 1 FROM "promotion_products" pp WHERE pp."promotion_code" = p."code" AND pp."net_price" IS NOT NULL);--> statement-breakpoint
UPDATE "promotions" p SET "offer" = 'percentage', "discount_pct" = (
  SELECT max(pp."extra_discount_pct") FROM "promotion_products" pp WHERE pp."promotion_code" = p."code")
  WHERE p."offer" IS NULL AND EXISTS (
  SELECT 1 FROM "promotion_products" pp WHERE pp."promotion_code" = p."code" AND pp."extra_discount_pct" IS NOT NULL);--> statement-breakpoint
UPDATE "promotions" p SET "offer" = 'free_goods', "gift_every" = g."gift_every", "gift_qty" = g."gift_qty"
  FROM (SELECT DISTINCT ON ("promotion_code") "promotion_code", "gift_every", "gift_qty" FROM "promotion_products"
        WHERE "gift_every" IS NOT NULL ORDER BY "promotion_code", "product_code") g
  WHERE p."offer" IS NULL AND g."promotion_code" = p."code";--> statement-breakpoint
UPDATE "promotions" SET "offer" = 'percentage' WHERE "offer" IS NULL;--> statement-breakpoint
ALTER TABLE "promotions" ALTER COLUMN "offer" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "client_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "valid_from" date;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "valid_to" date;--> statement-breakpoint
ALTER TABLE "promotion_targets" ADD CONSTRAINT "promotion_targets_promotion_code_promotions_code_fk" FOREIGN KEY ("promotion_code") REFERENCES "public"."promotions"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_targets_target_idx" ON "promotion_targets" USING btree ("target_kind","target_code");--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_offer_ck" CHECK ("promotions"."offer" in ('percentage', 'net_price', 'free_goods', 'order'));--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_offer_kind_ck" CHECK (("promotions"."offer" = 'order') = ("promotions"."kind" = 'header'));--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_discount_ck" CHECK ("promotions"."discount_pct" is null or ("promotions"."discount_pct" > 0 and "promotions"."discount_pct" < 100));--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_gift_ck" CHECK (("promotions"."gift_every" is null and "promotions"."gift_qty" is null) or ("promotions"."gift_every" > 0 and "promotions"."gift_qty" > 0));--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_image_ck" CHECK ("promotions"."image" = '' or "promotions"."image" like '/promo/%' or "promotions"."image" like '/media/promotions/%');--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_validity_ck" CHECK ("banners"."valid_from" is null or "banners"."valid_to" is null or "banners"."valid_from" <= "banners"."valid_to");