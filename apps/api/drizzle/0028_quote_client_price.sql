-- Quote lines start from the client's own net price (issue 26 item 1): each line keeps the client price
-- it was quoted against and the agent's extra discount on top of it (what the ceiling and the approval
-- compare). Lines saved before this were priced from the list price, so their client price is the list
-- price and their extra discount is the discount they had: their net prices, totals and approvals stay
-- exactly as they were (recomputing a past day's chain and promotions is not possible).
ALTER TABLE "quote_revision_lines" ADD COLUMN "client_price" numeric(16, 4);--> statement-breakpoint
ALTER TABLE "quote_revision_lines" ADD COLUMN "extra_discount_pct" numeric(7, 4);--> statement-breakpoint
UPDATE "quote_revision_lines" SET "client_price" = "list_price", "extra_discount_pct" = "discount_pct";--> statement-breakpoint
ALTER TABLE "quote_revision_lines" ALTER COLUMN "client_price" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_revision_lines" ALTER COLUMN "extra_discount_pct" SET NOT NULL;
