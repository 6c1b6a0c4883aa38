CREATE INDEX "products_highlight_idx" ON "products" USING btree ("code") WHERE "products"."highlight";--> statement-breakpoint
CREATE INDEX "products_news_idx" ON "products" USING btree ("code") WHERE "products"."news";--> statement-breakpoint
CREATE INDEX "products_outlet_idx" ON "products" USING btree ("code") WHERE "products"."outlet";