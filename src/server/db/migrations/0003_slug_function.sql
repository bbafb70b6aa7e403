-- The readable keys of public URLs (band "banda-agape-2019", musician "joao-silva") are made and
-- resolved by the database with this one function, so generation and lookup can never disagree,
-- and lookups use the expression indexes below instead of scanning a church's rows.
CREATE OR REPLACE FUNCTION louvor_slug(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN btrim(
    regexp_replace(
      regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, value)), '[^a-z0-9_\s-]+', '', 'g'),
      '[\s_-]+|-+', '-', 'g'
    ),
    '-'
  );
--> statement-breakpoint
CREATE INDEX musicians_church_id_slug_idx ON musicians (church_id, louvor_slug(name));
--> statement-breakpoint
CREATE INDEX bands_church_id_slug_idx ON bands (church_id, louvor_slug(name), year);
