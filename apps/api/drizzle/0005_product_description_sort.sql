DROP INDEX "products_description_it_idx";--> statement-breakpoint
DROP INDEX "products_description_en_idx";--> statement-breakpoint
CREATE INDEX "products_description_it_sort_idx" ON "products" USING btree (lower("description_it") collate "C","code");--> statement-breakpoint
CREATE INDEX "products_description_en_sort_idx" ON "products" USING btree (lower("description_en") collate "C","code");