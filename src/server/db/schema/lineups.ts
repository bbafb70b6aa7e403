import { boolean, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, reference } from "./columns";
import { churchRow } from "./churches";
import { services } from "./services";
import { songDetails } from "./songs";
import { musicians } from "./musicians";

/** Who played in a service, service-wide and per song. */
export const serviceMusiciansGlobal = pgTable(
  "service_musicians_global",
  {
    ...churchRow(),
    serviceId: reference("service_id", () => services.id, "cascade"),
    // Who played in a past service is history: a musician with lineup rows is not deleted.
    musicianId: reference("musician_id", () => musicians.id, "restrict"),
    instrument: text("instrument"),
    isSubstitute: boolean("is_substitute").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("service_musicians_global_service_id_musician_id_unique").on(t.serviceId, t.musicianId),
    index("service_musicians_global_musician_id_created_at_idx").on(t.musicianId, t.createdAt.desc()),
    index("service_musicians_global_church_id_idx").on(t.churchId),
  ],
);

export const serviceMusiciansIndividual = pgTable(
  "service_musicians_individual",
  {
    ...churchRow(),
    serviceId: reference("service_id", () => services.id, "cascade"),
    songDetailId: uuid("song_detail_id").references(() => songDetails.id, { onDelete: "cascade" }),
    musicianId: reference("musician_id", () => musicians.id, "restrict"),
    instrument: text("instrument"),
    isSubstitute: boolean("is_substitute").notNull().default(false),
    isGlobal: boolean("is_global").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("service_musicians_individual_song_detail_id_musician_id_unique").on(
      t.songDetailId,
      t.musicianId,
    ),
    index("service_musicians_individual_service_id_idx").on(t.serviceId),
    index("service_musicians_individual_musician_id_created_at_idx").on(t.musicianId, t.createdAt.desc()),
    index("service_musicians_individual_church_id_idx").on(t.churchId),
  ],
);
