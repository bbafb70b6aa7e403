-- Migrations 0006 to 0011 were written by hand, so drizzle-kit's schema snapshot stopped at 0003
-- and `npm run db:generate` would have written all of their changes again. meta/0012_snapshot.json
-- is the snapshot of the schema as it is now (docs/decisions/385); this migration only gives the
-- one foreign key written by hand in 0007 the name drizzle-kit gives it, so that the snapshot
-- describes the database exactly and a later change of that key finds it by name.
-- Not in any snapshot, because drizzle-kit does not model them: the deferrable unique readable
-- keys (0008), the functions (0000 to 0003, 0006 to 0008, 0011) and the triggers (0006 to 0008,
-- 0011). They stay in hand-written migrations.
ALTER TABLE "songs_catalog" RENAME CONSTRAINT "songs_catalog_last_segment_id_fkey" TO "songs_catalog_last_segment_id_song_details_id_fk";
