CREATE TABLE "approval_rules" (
	"kind" varchar(32) PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"threshold" numeric(14, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "approval_rules_kind_ck" CHECK ("approval_rules"."kind" in ('amount_above', 'agent_discount_above_ceiling', 'credit_limit_exceeded', 'buyer_wu')),
	CONSTRAINT "approval_rules_threshold_ck" CHECK ("approval_rules"."threshold" is null or "approval_rules"."threshold" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_approvals" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"reasons" jsonb NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decision" varchar(12),
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_approvals_decision_ck" CHECK ("order_approvals"."decision" is null or "order_approvals"."decision" in ('approvato', 'rifiutato'))
);
--> statement-breakpoint
ALTER TABLE "order_status_history" DROP CONSTRAINT "order_status_history_status_ck";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_ck";--> statement-breakpoint
ALTER TABLE "approval_rules" ADD CONSTRAINT "approval_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_approvals_waiting_idx" ON "order_approvals" USING btree ("requested_at") WHERE "order_approvals"."decision" is null;--> statement-breakpoint
CREATE INDEX "orders_in_approval_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'in_approvazione';--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_status_ck" CHECK ("order_status_history"."status" in ('in_approvazione', 'ricevuto', 'confermato', 'in_preparazione', 'spedito_parziale', 'spedito', 'fatturato', 'annullato', 'rifiutato'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in ('in_approvazione', 'ricevuto', 'confermato', 'in_preparazione', 'spedito_parziale', 'spedito', 'fatturato', 'annullato', 'rifiutato'));--> statement-breakpoint
-- A rejected order (rifiutato) counts as a cancelled one in the client figures: not in the year's
-- orders, turnover or monthly sales (an order waiting for approval counts as placed, not as open:
-- order_is_open is unchanged). No order is rejected yet, so nothing is counted again.
CREATE OR REPLACE FUNCTION "client_figures_orders_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Orders of several years in one statement: the client's latest year is the one counted.
  WITH o AS (
    SELECT "client_code", "created_at", "status", "total", "shop_year"("created_at") AS yr FROM "new_orders"
  ), top AS (
    SELECT "client_code", max(yr) AS yr FROM o GROUP BY "client_code"
  )
  INSERT INTO "client_figures" AS f
    ("client_code", "last_order_at", "sales_year", "year_orders", "year_turnover", "open_orders", "open_amount")
  SELECT o."client_code", max(o."created_at"), top.yr,
    count(*) FILTER (WHERE o.yr = top.yr AND o."status" NOT IN ('annullato', 'rifiutato')),
    coalesce(sum(o."total") FILTER (WHERE o.yr = top.yr AND o."status" NOT IN ('annullato', 'rifiutato')), 0),
    count(*) FILTER (WHERE "order_is_open"(o."status")),
    coalesce(sum(o."total") FILTER (WHERE "order_is_open"(o."status")), 0)
  FROM o JOIN top ON top."client_code" = o."client_code"
  GROUP BY o."client_code", top.yr
  ON CONFLICT ("client_code") DO UPDATE SET
    "last_order_at" = greatest(f."last_order_at", excluded."last_order_at"),
    "sales_year" = greatest(f."sales_year", excluded."sales_year"),
    "year_orders" = CASE
      WHEN excluded."sales_year" > f."sales_year" THEN excluded."year_orders"
      WHEN excluded."sales_year" = f."sales_year" THEN f."year_orders" + excluded."year_orders"
      ELSE f."year_orders" END,
    "year_turnover" = CASE
      WHEN excluded."sales_year" > f."sales_year" THEN excluded."year_turnover"
      WHEN excluded."sales_year" = f."sales_year" THEN f."year_turnover" + excluded."year_turnover"
      ELSE f."year_turnover" END,
    "open_orders" = f."open_orders" + excluded."open_orders",
    "open_amount" = f."open_amount" + excluded."open_amount";
  INSERT INTO "client_monthly_sales" AS m ("client_code", "month", "orders", "turnover")
  SELECT "client_code", "shop_month"("created_at"), count(*), sum("total")
  FROM "new_orders" WHERE "status" NOT IN ('annullato', 'rifiutato') GROUP BY 1, 2
  ON CONFLICT ("client_code", "month") DO UPDATE SET
    "orders" = m."orders" + excluded."orders", "turnover" = m."turnover" + excluded."turnover";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "client_figures_recount"("p_clients" varchar[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "client_figures" SET "last_order_at" = NULL, "sales_year" = 0, "year_orders" = 0, "year_turnover" = 0,
    "open_orders" = 0, "open_amount" = 0
  WHERE "client_code" = ANY("p_clients");
  DELETE FROM "client_monthly_sales" WHERE "client_code" = ANY("p_clients");
  WITH o AS (
    SELECT "client_code", "created_at", "status", "total", "shop_year"("created_at") AS yr
    FROM "orders" WHERE "client_code" = ANY("p_clients")
  ), top AS (
    SELECT "client_code", max(yr) AS yr FROM o GROUP BY "client_code"
  )
  INSERT INTO "client_figures" AS f
    ("client_code", "last_order_at", "sales_year", "year_orders", "year_turnover", "open_orders", "open_amount")
  SELECT o."client_code", max(o."created_at"), top.yr,
    count(*) FILTER (WHERE o.yr = top.yr AND o."status" NOT IN ('annullato', 'rifiutato')),
    coalesce(sum(o."total") FILTER (WHERE o.yr = top.yr AND o."status" NOT IN ('annullato', 'rifiutato')), 0),
    count(*) FILTER (WHERE "order_is_open"(o."status")),
    coalesce(sum(o."total") FILTER (WHERE "order_is_open"(o."status")), 0)
  FROM o JOIN top ON top."client_code" = o."client_code"
  GROUP BY o."client_code", top.yr
  ON CONFLICT ("client_code") DO UPDATE SET
    "last_order_at" = excluded."last_order_at", "sales_year" = excluded."sales_year",
    "year_orders" = excluded."year_orders", "year_turnover" = excluded."year_turnover",
    "open_orders" = excluded."open_orders", "open_amount" = excluded."open_amount";
  INSERT INTO "client_monthly_sales" ("client_code", "month", "orders", "turnover")
  SELECT "client_code", "shop_month"("created_at"), count(*), sum("total")
  FROM "orders" WHERE "client_code" = ANY("p_clients") AND "status" NOT IN ('annullato', 'rifiutato') GROUP BY 1, 2;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "client_figures_apply"("p_client" varchar, "p_at" timestamptz, "p_status" varchar, "p_total" numeric, "p_sign" integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  yr integer := "shop_year"("p_at");
  counted integer := CASE WHEN "p_status" NOT IN ('annullato', 'rifiutato') THEN 1 ELSE 0 END;
  still_open integer := CASE WHEN "order_is_open"("p_status") THEN 1 ELSE 0 END;
BEGIN
  IF "p_sign" > 0 THEN
    INSERT INTO "client_figures" AS f
      ("client_code", "last_order_at", "sales_year", "year_orders", "year_turnover", "open_orders", "open_amount")
    VALUES ("p_client", "p_at", yr, counted, counted * "p_total", still_open, still_open * "p_total")
    ON CONFLICT ("client_code") DO UPDATE SET
      "last_order_at" = greatest(f."last_order_at", excluded."last_order_at"),
      "sales_year" = greatest(f."sales_year", excluded."sales_year"),
      "year_orders" = CASE
        WHEN excluded."sales_year" > f."sales_year" THEN excluded."year_orders"
        WHEN excluded."sales_year" = f."sales_year" THEN f."year_orders" + excluded."year_orders"
        ELSE f."year_orders" END,
      "year_turnover" = CASE
        WHEN excluded."sales_year" > f."sales_year" THEN excluded."year_turnover"
        WHEN excluded."sales_year" = f."sales_year" THEN f."year_turnover" + excluded."year_turnover"
        ELSE f."year_turnover" END,
      "open_orders" = f."open_orders" + excluded."open_orders",
      "open_amount" = f."open_amount" + excluded."open_amount";
  ELSE
    UPDATE "client_figures" SET
      "open_orders" = "open_orders" - still_open,
      "open_amount" = "open_amount" - still_open * "p_total",
      "year_orders" = "year_orders" - CASE WHEN "sales_year" = yr THEN counted ELSE 0 END,
      "year_turnover" = "year_turnover" - CASE WHEN "sales_year" = yr THEN counted * "p_total" ELSE 0 END
    WHERE "client_code" = "p_client";
  END IF;
  IF counted = 1 THEN
    INSERT INTO "client_monthly_sales" AS m ("client_code", "month", "orders", "turnover")
    VALUES ("p_client", "shop_month"("p_at"), "p_sign", "p_sign" * "p_total")
    ON CONFLICT ("client_code", "month") DO UPDATE SET
      "orders" = m."orders" + excluded."orders", "turnover" = m."turnover" + excluded."turnover";
  END IF;
END $$;
