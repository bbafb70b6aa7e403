import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, real, text, uuid } from "drizzle-orm/pg-core";
import { bytea, createdAt, reference } from "./columns";
import { churches, churchRow } from "./churches";
import { services } from "./services";
import { songDetails } from "./songs";

// What the recording analysis keeps (server/recording; issue 43, decision 526). Never audio.

/**
 * A recording analysed for the service form, kept until its service is saved (the save learns
 * from it) or for a day: the per-frame features (compressed), not the audio, and the proposals
 * as they were made, so the save can measure how far the final segments were from them.
 */
export const recordingAnalyses = pgTable(
  "recording_analyses",
  {
    ...churchRow(),
    durationSeconds: real("duration_seconds").notNull(),
    features: bytea("features").notNull(),
    proposals: jsonb("proposals").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("recording_analyses_church_id_created_at_idx").on(t.churchId, t.createdAt)],
);

/**
 * A performance's learnt fingerprint (a few KB, key-invariant; recording/fingerprint.ts), with
 * the key and tempo heard: what the matcher names the next recordings' songs from. Deleted with
 * the performance.
 */
export const performanceFingerprints = pgTable(
  "performance_fingerprints",
  {
    songDetailId: uuid("song_detail_id")
      .primaryKey()
      .references(() => songDetails.id, { onDelete: "cascade" }),
    churchId: reference("church_id", () => churches.id, "cascade"),
    fingerprint: bytea("fingerprint").notNull(),
    /** As heard, written as the segment's 'Tom' is ("Bb", "F#m"). */
    musicalKey: text("musical_key"),
    tempo: integer("tempo"),
    createdAt: createdAt(),
  },
  (t) => [
    check("performance_fingerprints_size", sql`octet_length(${t.fingerprint}) between 1 and 16384`),
    index("performance_fingerprints_church_id_idx").on(t.churchId),
  ],
);

/** How far a saved service's segments were from the proposals it was mapped from ('acerto das propostas'). */
export const recordingReviews = pgTable(
  "recording_reviews",
  {
    ...churchRow(),
    serviceId: reference("service_id", () => services.id, "cascade"),
    /** The service's final segments. */
    segments: integer("segments").notNull(),
    /** Final segments whose start and end were both within 5 s of one proposal's. */
    boundariesWithin: integer("boundaries_within").notNull(),
    /** Of those, the ones whose proposal named a song, and the ones it named right. */
    namesProposed: integer("names_proposed").notNull(),
    namesRight: integer("names_right").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("recording_reviews_counts", sql`${t.segments} >= ${t.boundariesWithin} and ${t.boundariesWithin} >= ${t.namesProposed} and ${t.namesProposed} >= ${t.namesRight} and ${t.namesRight} >= 0`),
    index("recording_reviews_church_id_idx").on(t.churchId),
    index("recording_reviews_service_id_idx").on(t.serviceId),
  ],
);
