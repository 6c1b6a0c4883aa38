CREATE INDEX "products_price_p1b2b_idx" ON "products" USING btree ("price_p1b2b","code");--> statement-breakpoint
CREATE INDEX "products_price_p2_idx" ON "products" USING btree ("price_p2","code");--> statement-breakpoint
CREATE INDEX "products_price_p3_idx" ON "products" USING btree ("price_p3","code");