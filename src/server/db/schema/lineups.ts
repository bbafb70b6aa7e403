import { boolean, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { churches } from "./churches";
import { services } from "./services";
import { songDetails } from "./songs";
import { musicians } from "./musicians";

/** Who played in a service, service-wide and per song. */
export const serviceMusiciansGlobal = pgTable(
  "service_musicians_global",
  {
    id: id(),
    churchId: uuid("church_id")
      .notNull()
      .references(() => churches.id, { onDelete: "cascade" }),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    // Who played in a past service is history: a musician with lineup rows is not deleted.
    musicianId: uuid("musician_id")
      .notNull()
      .references(() => musicians.id, { onDelete: "restrict" }),
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
    id: id(),
    churchId: uuid("church_id")
      .notNull()
      .references(() => churches.id, { onDelete: "cascade" }),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    songDetailId: uuid("song_detail_id").references(() => songDetails.id, { onDelete: "cascade" }),
    musicianId: uuid("musician_id")
      .notNull()
      .references(() => musicians.id, { onDelete: "restrict" }),
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
