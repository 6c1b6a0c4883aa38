DROP INDEX "orders_client_created_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
CREATE INDEX "orders_open_client_idx" ON "orders" USING btree ("client_code") WHERE "orders"."status" in ('ricevuto', 'confermato');--> statement-breakpoint
CREATE INDEX "orders_waiting_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'ricevuto';--> statement-breakpoint
CREATE INDEX "orders_client_created_idx" ON "orders" USING btree ("client_code","created_at","status","total");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","status","total","client_code","channel");