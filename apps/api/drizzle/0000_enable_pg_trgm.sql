-- Trigram matching for the product search of later slices (ILIKE '%term%' on GIN indexes).
-- PGlite ships pg_trgm and the app loads it; on a PostgreSQL server it comes with the contrib package.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
