-- Search that ignores case and accents ("Jose" finds "José"), served by trigram indexes.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); this wrapper pins the dictionary so
-- the expression can be indexed.
CREATE OR REPLACE FUNCTION louvor_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(public.unaccent('public.unaccent'::regdictionary, value));
