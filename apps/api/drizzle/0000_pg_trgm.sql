-- Trigram matching for typo-tolerant search and prefix suggestions; the GIN indexes on products need it
-- before the tables are created. PGlite loads the extension from @electric-sql/pglite/contrib/pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
