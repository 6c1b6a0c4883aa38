CREATE TABLE "config_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" varchar(2) NOT NULL,
	"tipo" varchar(40) NOT NULL,
	"entry_id" varchar(64) NOT NULL,
	"titolo" text DEFAULT '' NOT NULL,
	"descrizione" text DEFAULT '' NOT NULL,
	"riga" integer DEFAULT 1 NOT NULL,
	"colonna" integer DEFAULT 0 NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"icon" varchar(64) DEFAULT '' NOT NULL,
	"social" varchar(20) DEFAULT '' NOT NULL,
	"flag_titolo" varchar(1) DEFAULT 'N' NOT NULL,
	CONSTRAINT "config_entries_language_ck" CHECK ("config_entries"."language" in ('it', 'en')),
	CONSTRAINT "config_entries_flag_titolo_ck" CHECK ("config_entries"."flag_titolo" in ('S', 'N'))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"parent_code" varchar(32),
	"level" smallint NOT NULL,
	"position" integer NOT NULL,
	"label_it" text NOT NULL,
	"label_en" text NOT NULL,
	CONSTRAINT "categories_level_ck" CHECK ("categories"."level" between 1 and 3),
	CONSTRAINT "categories_parent_level_ck" CHECK (("categories"."level" = 1) = ("categories"."parent_code" is null))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_code_categories_code_fk" FOREIGN KEY ("parent_code") REFERENCES "public"."categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "config_entries_language_tipo_entry_uq" ON "config_entries" USING btree ("language","tipo","entry_id");--> statement-breakpoint
CREATE INDEX "categories_parent_code_idx" ON "categories" USING btree ("parent_code");