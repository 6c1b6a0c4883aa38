ALTER TABLE "banners" DROP CONSTRAINT "banners_tipo_ck";--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "title_it" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_tipo_ck" CHECK ("banners"."tipo" in ('topleft', 'topcenter', 'topright', 'home'));