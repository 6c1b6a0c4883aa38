CREATE TABLE "policy_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" varchar(32) NOT NULL,
	"number" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" integer,
	CONSTRAINT "policy_versions_category_ck" CHECK ("policy_versions"."category" in ('privacypolicy', 'condizionidivendita')),
	CONSTRAINT "policy_versions_status_ck" CHECK ("policy_versions"."status" in ('draft', 'published')),
	CONSTRAINT "policy_versions_published_ck" CHECK (("policy_versions"."status" = 'published') = ("policy_versions"."published_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "content_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"kind" varchar(16),
	"changed_at" timestamp with time zone,
	CONSTRAINT "content_version_one_row_ck" CHECK ("content_version"."id" = 1)
);
--> statement-breakpoint
-- Hand-written: the one row of the content version, from 0.
INSERT INTO "content_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
DROP INDEX "policy_items_category_language_code_uq";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_version" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sale_conditions_version" integer;--> statement-breakpoint
ALTER TABLE "consent_answers" ADD COLUMN "version_id" integer;--> statement-breakpoint
-- Hand-written: the texts a database already holds become version 1 of their document (published
-- when the demo users accepted them), their answers and acceptances refer to it.
INSERT INTO "policy_versions" ("category", "number", "status", "created_at", "updated_at", "published_at")
  SELECT DISTINCT "category", 1, 'published', timestamptz '2026-01-01 00:00:00+00', timestamptz '2026-01-01 00:00:00+00', timestamptz '2026-01-01 00:00:00+00'
  FROM "policy_items";--> statement-breakpoint
ALTER TABLE "policy_items" ADD COLUMN "version_id" integer;--> statement-breakpoint
UPDATE "policy_items" SET "version_id" = v."id" FROM "policy_versions" v WHERE v."category" = "policy_items"."category";--> statement-breakpoint
ALTER TABLE "policy_items" ALTER COLUMN "version_id" SET NOT NULL;--> statement-breakpoint
UPDATE "consent_answers" SET "version_id" = v."id" FROM "policy_versions" v WHERE v."category" = "consent_answers"."category";--> statement-breakpoint
UPDATE "users" SET "privacy_version" = 1 WHERE "privacy_accepted_at" IS NOT NULL;--> statement-breakpoint
UPDATE "users" SET "sale_conditions_version" = 1 WHERE "sale_conditions_accepted_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_versions_category_number_uq" ON "policy_versions" USING btree ("category","number");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_versions_one_draft_uq" ON "policy_versions" USING btree ("category") WHERE "policy_versions"."status" = 'draft';--> statement-breakpoint
ALTER TABLE "consent_answers" ADD CONSTRAINT "consent_answers_version_id_policy_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."policy_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_items" ADD CONSTRAINT "policy_items_version_id_policy_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."policy_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_items_version_language_code_uq" ON "policy_items" USING btree ("version_id","language","code");