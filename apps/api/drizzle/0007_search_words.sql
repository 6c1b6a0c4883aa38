CREATE TABLE "search_words" (
	"language" varchar(2) NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_language_word_pk" PRIMARY KEY("language","word")
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words of a description: the 'simple' configuration's tokens (lower case, unstemmed), at least 3
-- letters, no digits or hyphens (codes, sizes and compounds are not corrected).
CREATE FUNCTION "description_words"("description_it" text, "description_en" text)
RETURNS TABLE ("language" varchar(2), "word" text) LANGUAGE sql IMMUTABLE AS $$
  SELECT w.language::varchar(2), w.word FROM (
    SELECT 'it' AS language, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, "description_it"))) AS word
    UNION ALL
    SELECT 'en', unnest(tsvector_to_array(to_tsvector('simple'::regconfig, "description_en")))
  ) w
  WHERE length(w.word) >= 3 AND w.word !~ '[0-9-]'
$$;--> statement-breakpoint
CREATE FUNCTION "products_insert_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("language", "word")
  SELECT DISTINCT w.language, w.word FROM "new_products" p, "description_words"(p."description_it", p."description_en") w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_insert_search_words" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "new_products" FOR EACH STATEMENT EXECUTE FUNCTION "products_insert_search_words"();--> statement-breakpoint
CREATE FUNCTION "products_update_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("language", "word")
  SELECT w.language, w.word FROM "description_words"(NEW."description_it", NEW."description_en") w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Row level, on description changes only: stock updates (every order) do not pay for it.
CREATE TRIGGER "products_update_search_words" AFTER UPDATE OF "description_it", "description_en" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_update_search_words"();--> statement-breakpoint
INSERT INTO "search_words" ("language", "word")
SELECT DISTINCT w.language, w.word FROM "products" p, "description_words"(p."description_it", p."description_en") w
ON CONFLICT DO NOTHING;
