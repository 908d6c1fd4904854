-- Library search over 100,000 items per creator without reading them all (issue 27 item 9):
-- trigram indexes serve ILIKE '%word%'. The query keeps its per-field conditions, so the
-- indexed text (fields joined by spaces) only narrows the rows and never changes what matches.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- array_to_string is STABLE only because some element types print by settings; text does not.
CREATE OR REPLACE FUNCTION library_words(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, ' ') $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "videos_search_trgm" ON "videos" USING gin ((title || ' ' || coalesce(description, '') || ' ' || library_words(platforms)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "templates_search_trgm" ON "templates" USING gin ((name || ' ' || coalesce(description, '') || ' ' || category) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "library_items_search_trgm" ON "library_items" USING gin ((name || ' ' || coalesce(description, '') || ' ' || library_words(tags)) gin_trgm_ops);
