import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../tests/test-app";
import { rows } from "../db";

const app = useTestApp();

/**
 * Every column of a church's tables, and how the export carries it: in the file, or notInFile on
 * import by the triggers that keep it (docs/decisions/397), or not the church's (the
 * Administrador is the import's, the content version the new install's). A column added to one of
 * these tables fails this test until the export and the import know what to do with it.
 */
const CARRIED = {
  churches: {
    file: [
      "id", "name", "slug", "address", "youtube_channel", "logo_url", "chapter_verdicts", "publish_charts", "escala_reminder_days", "escala_day_before",
      "created_at", "updated_at",
    ],
    notInFile: ["content_version", "content_xact", "plans_version", "plans_xact", "services_total", "songs_total"],
  },
  musicians: {
    file: ["id", "name", "public_key", "is_multibanda", "instrument", "bio", "avatar_url", "email", "phone", "created_at", "updated_at"],
    // The personal link ('Minhas escalas') stays with the install that mailed it; an import gets a new salt.
    notInFile: ["church_id", "escala_salt", "escala_token_hash"],
  },
  // In musicos.json, each musician's own (format 5).
  musician_blockouts: { file: ["id", "musician_id", "starts_on", "ends_on", "rrule", "created_at", "updated_at"], notInFile: ["church_id"] },
  bands: { file: ["id", "name", "year", "public_key", "image_url", "created_at", "updated_at"], notInFile: ["church_id"] },
  band_musicians: { file: ["id", "band_id", "musician_id", "instrument", "created_at"], notInFile: ["church_id"] },
  songs_catalog: {
    file: [
      "id", "name", "author", "chord_file", "lyrics", "performance_count", "view_count", "first_played_at", "last_played_at",
      "last_service_id", "last_segment_id", "public_key", "new_marked_at", "introduced_by", "active", "chart", "original_key", "ccli",
      "created_at", "updated_at",
    ],
    notInFile: ["church_id"],
  },
  services: {
    file: ["id", "band_id", "date", "time", "video_url", "active", "view_count", "public_key", "created_at", "updated_at"],
    notInFile: ["church_id", "shift", "duration", "song_count", "search_text"],
  },
  song_details: {
    file: [
      "id", "service_id", "song_catalog_id", "band_id", "start_time", "end_time", "youtube_url", "name", "musical_key", "tempo", "active", "public_key",
      "view_count", "created_at", "updated_at",
    ],
    notInFile: ["church_id"],
  },
  service_musicians_global: { file: ["id", "service_id", "musician_id", "instrument", "is_substitute", "created_at"], notInFile: ["church_id"] },
  service_musicians_individual: {
    file: ["id", "service_id", "song_detail_id", "musician_id", "instrument", "is_substitute", "is_global", "created_at"],
    notInFile: ["church_id"],
  },
  plans: { file: ["id", "band_id", "date", "time", "public_key", "created_at", "updated_at"], notInFile: ["church_id"] },
  plan_songs: { file: ["id", "plan_id", "position", "song_catalog_id", "musical_key", "note", "created_at", "updated_at"], notInFile: ["church_id"] },
  plan_team: {
    file: ["id", "plan_id", "position", "sort_order", "musician_id", "status", "decline_reason", "answered_at", "created_at", "updated_at"],
    // The answer links and the mails' bookkeeping stay with the install that sent them.
    notInFile: ["church_id", "answer_token_hash", "sent_at", "sent_for", "reminded_at", "day_before_at"],
  },
  images: { file: ["sha256", "content_type", "size", "bytes", "uses", "created_at"], notInFile: ["church_id"] },
  // The team is the install's users, not the church's content: the importing user becomes the
  // imported church's Administrador (decision 450); invitations and history stay behind with it.
  church_members: { file: [], notInFile: ["id", "church_id", "user_id", "role", "created_at", "updated_at"] },
  invitations: {
    file: [],
    notInFile: ["id", "church_id", "email", "role", "token_hash", "invited_by_user_id", "expires_at", "accepted_at", "revoked_at", "created_at", "updated_at"],
  },
  // In segmentos.json, each segment's own; in cultos.json, each service's own (format 6).
  performance_fingerprints: { file: ["song_detail_id", "fingerprint", "musical_key", "tempo", "created_at"], notInFile: ["church_id"] },
  recording_reviews: { file: ["id", "service_id", "segments", "boundaries_within", "names_proposed", "names_right", "created_at"], notInFile: ["church_id"] },
  // An analysis waits for its service's save for a day at most: the install's work in progress, not the church's content.
  recording_analyses: { file: [], notInFile: ["id", "church_id", "duration_seconds", "features", "proposals", "created_at"] },
  audit_entries: { file: [], notInFile: ["id", "church_id", "user_id", "user_name", "kind", "record_id", "action", "summary", "created_at"] },
} as const;

describe("the church export's columns", () => {
  it("covers every column of every table that holds a church's rows", async () => {
    const tables = await rows<{ table_name: string }>(
      app.db,
      sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'church_id'
          and table_name in (select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE')
          group by table_name order by table_name`,
    );
    expect(tables.map((table) => table.table_name)).toEqual(Object.keys(CARRIED).filter((table) => table !== "churches").sort());

    for (const [table, carried] of Object.entries(CARRIED)) {
      const columns = await rows<{ column_name: string }>(
        app.db,
        sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table} order by column_name`,
      );
      expect(columns.map((column) => column.column_name), table).toEqual([...carried.file, ...carried.notInFile].sort());
    }
  });
});
