CREATE TABLE "client_figures" (
	"client_code" varchar(16) PRIMARY KEY NOT NULL,
	"last_order_at" timestamp with time zone,
	"sales_year" integer DEFAULT 0 NOT NULL,
	"year_orders" integer DEFAULT 0 NOT NULL,
	"year_turnover" numeric(16, 4) DEFAULT '0' NOT NULL,
	"open_orders" integer DEFAULT 0 NOT NULL,
	"open_amount" numeric(16, 4) DEFAULT '0' NOT NULL,
	"unpaid_amount" numeric(16, 4) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_monthly_sales" (
	"client_code" varchar(16) NOT NULL,
	"month" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"turnover" numeric(16, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "client_monthly_sales_client_code_month_pk" PRIMARY KEY("client_code","month")
);
--> statement-breakpoint
ALTER TABLE "client_figures" ADD CONSTRAINT "client_figures_client_code_clients_code_fk" FOREIGN KEY ("client_code") REFERENCES "public"."clients"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_monthly_sales" ADD CONSTRAINT "client_monthly_sales_client_code_clients_code_fk" FOREIGN KEY ("client_code") REFERENCES "public"."clients"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_monthly_sales_month_idx" ON "client_monthly_sales" USING btree ("month");--> statement-breakpoint
CREATE INDEX "clients_search_trgm_idx" ON "clients" USING gin (("code" || ' ' || "company_name" || ' ' || "vat_number" || ' ' || "city") gin_trgm_ops);--> statement-breakpoint
-- The figures are kept by triggers, so every writer of orders and receivables (the shop, imports, the
-- large data set generator, tests) keeps them right. Years and months are the shop's calendar
-- (Europe/Rome). "Open" orders are received or confirmed; cancelled orders count in no total; the last
-- order is the latest order placed, cancelled or not. Inserts are handled per statement (one upsert
-- per client, however many rows), status and amount changes per row, deletes (maintenance, tests) by
-- counting the clients concerned again.
CREATE FUNCTION "shop_year"("at" timestamptz) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT extract(year FROM "at" AT TIME ZONE 'Europe/Rome')::integer
$$;--> statement-breakpoint
CREATE FUNCTION "shop_month"("at" timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT date_trunc('month', "at" AT TIME ZONE 'Europe/Rome')::date
$$;--> statement-breakpoint
CREATE FUNCTION "client_figures_orders_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    count(*) FILTER (WHERE o.yr = top.yr AND o."status" <> 'annullato'),
    coalesce(sum(o."total") FILTER (WHERE o.yr = top.yr AND o."status" <> 'annullato'), 0),
    count(*) FILTER (WHERE o."status" IN ('ricevuto', 'confermato')),
    coalesce(sum(o."total") FILTER (WHERE o."status" IN ('ricevuto', 'confermato')), 0)
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
  FROM "new_orders" WHERE "status" <> 'annullato' GROUP BY 1, 2
  ON CONFLICT ("client_code", "month") DO UPDATE SET
    "orders" = m."orders" + excluded."orders", "turnover" = m."turnover" + excluded."turnover";
  RETURN NULL;
END $$;--> statement-breakpoint
-- The order figures of some clients counted again from their orders (after a delete: the last order
-- and the counted year may move back, which adding and subtracting cannot know).
CREATE FUNCTION "client_figures_recount"("p_clients" varchar[]) RETURNS void LANGUAGE plpgsql AS $$
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
    count(*) FILTER (WHERE o.yr = top.yr AND o."status" <> 'annullato'),
    coalesce(sum(o."total") FILTER (WHERE o.yr = top.yr AND o."status" <> 'annullato'), 0),
    count(*) FILTER (WHERE o."status" IN ('ricevuto', 'confermato')),
    coalesce(sum(o."total") FILTER (WHERE o."status" IN ('ricevuto', 'confermato')), 0)
  FROM o JOIN top ON top."client_code" = o."client_code"
  GROUP BY o."client_code", top.yr
  ON CONFLICT ("client_code") DO UPDATE SET
    "last_order_at" = excluded."last_order_at", "sales_year" = excluded."sales_year",
    "year_orders" = excluded."year_orders", "year_turnover" = excluded."year_turnover",
    "open_orders" = excluded."open_orders", "open_amount" = excluded."open_amount";
  INSERT INTO "client_monthly_sales" ("client_code", "month", "orders", "turnover")
  SELECT "client_code", "shop_month"("created_at"), count(*), sum("total")
  FROM "orders" WHERE "client_code" = ANY("p_clients") AND "status" <> 'annullato' GROUP BY 1, 2;
END $$;--> statement-breakpoint
CREATE FUNCTION "client_figures_orders_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "client_figures_recount"(ARRAY(SELECT DISTINCT "client_code" FROM "old_orders"));
  RETURN NULL;
END $$;--> statement-breakpoint
-- One order's share, added (sign 1) or taken away (sign -1): for a change of status or amount.
CREATE FUNCTION "client_figures_apply"("p_client" varchar, "p_at" timestamptz, "p_status" varchar, "p_total" numeric, "p_sign" integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  yr integer := "shop_year"("p_at");
  counted integer := CASE WHEN "p_status" <> 'annullato' THEN 1 ELSE 0 END;
  still_open integer := CASE WHEN "p_status" IN ('ricevuto', 'confermato') THEN 1 ELSE 0 END;
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
END $$;--> statement-breakpoint
CREATE FUNCTION "client_figures_order_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD."client_code", OLD."status", OLD."total", OLD."created_at")
     IS DISTINCT FROM (NEW."client_code", NEW."status", NEW."total", NEW."created_at") THEN
    PERFORM "client_figures_apply"(OLD."client_code", OLD."created_at", OLD."status", OLD."total", -1);
    PERFORM "client_figures_apply"(NEW."client_code", NEW."created_at", NEW."status", NEW."total", 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "client_figures_orders_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "client_figures" SET "last_order_at" = NULL, "sales_year" = 0, "year_orders" = 0, "year_turnover" = 0,
    "open_orders" = 0, "open_amount" = 0;
  DELETE FROM "client_monthly_sales";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "client_figures_receivable_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "client_figures" SET "unpaid_amount" = "unpaid_amount" - (OLD."amount" - OLD."paid_amount")
    WHERE "client_code" = OLD."client_code";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "client_figures" AS f ("client_code", "unpaid_amount")
    VALUES (NEW."client_code", NEW."amount" - NEW."paid_amount")
    ON CONFLICT ("client_code") DO UPDATE SET "unpaid_amount" = f."unpaid_amount" + excluded."unpaid_amount";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "client_figures_receivables_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "client_figures" SET "unpaid_amount" = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Rebuilds every figure from the orders and receivables (the backfill below; a repair if ever needed).
CREATE FUNCTION "client_figures_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "client_figures";
  DELETE FROM "client_monthly_sales";
  PERFORM "client_figures_recount"(ARRAY(SELECT DISTINCT "client_code" FROM "orders"));
  INSERT INTO "client_figures" AS f ("client_code", "unpaid_amount")
  SELECT "client_code", sum("amount" - "paid_amount") FROM "receivables" GROUP BY 1
  ON CONFLICT ("client_code") DO UPDATE SET "unpaid_amount" = excluded."unpaid_amount";
END $$;--> statement-breakpoint
CREATE TRIGGER "client_figures_orders_inserted" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS "new_orders" FOR EACH STATEMENT EXECUTE FUNCTION "client_figures_orders_inserted"();--> statement-breakpoint
CREATE TRIGGER "client_figures_orders_deleted" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS "old_orders" FOR EACH STATEMENT EXECUTE FUNCTION "client_figures_orders_deleted"();--> statement-breakpoint
CREATE TRIGGER "client_figures_order_changed" AFTER UPDATE OF "client_code", "status", "total", "created_at" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "client_figures_order_changed"();--> statement-breakpoint
CREATE TRIGGER "client_figures_orders_truncated" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "client_figures_orders_truncated"();--> statement-breakpoint
CREATE TRIGGER "client_figures_receivable_changed" AFTER INSERT OR UPDATE OR DELETE ON "receivables"
  FOR EACH ROW EXECUTE FUNCTION "client_figures_receivable_changed"();--> statement-breakpoint
CREATE TRIGGER "client_figures_receivables_truncated" AFTER TRUNCATE ON "receivables"
  FOR EACH STATEMENT EXECUTE FUNCTION "client_figures_receivables_truncated"();--> statement-breakpoint
SELECT "client_figures_rebuild"();
