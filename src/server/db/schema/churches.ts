import { sql } from "drizzle-orm";
import { bigint, boolean, check, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { id, reference, timestamps, xid8 } from "./columns";

/**
 * The churches, with the figures the public pages read (decision 242). Who may change one is its
 * members' business (church_members, decision 450): a deleted user leaves the church and its public pages.
 */
export const churches = pgTable(
  "churches",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique("churches_slug_unique"),
    address: text("address"),
    youtubeChannel: text("youtube_channel"),
    logoUrl: text("logo_url"),
    /** Advanced by every transaction that changes the church's public pages (decision 240); never by views. */
    contentVersion: bigint("content_version", { mode: "number" }).notNull().default(1),
    /** The transaction that last advanced content_version, so one transaction advances it once. */
    contentXact: xid8("content_xact"),
    /**
     * Advanced by every transaction that changes the church's plans or their teams, answers included
     * (decision 520): with content_version, the version of the leader's 'Escalas' overview.
     */
    plansVersion: bigint("plans_version", { mode: "number" }).notNull().default(1),
    /** The transaction that last advanced plans_version. */
    plansXact: xid8("plans_xact"),
    /** Read model (decision 242, kept by triggers): active services, and their active segments. */
    servicesTotal: integer("services_total").notNull().default(0),
    songsTotal: integer("songs_total").notNull().default(0),
    /**
     * What the church's administrators said of chapter titles in 'Colar capítulos' (decision 485):
     * a title's plain text (shared/chapter-parts.ts `plainText`) → whether it is a song. Not public.
     */
    chapterVerdicts: jsonb("chapter_verdicts").$type<Record<string, boolean>>().notNull().default({}),
    /** 'Publicar cifras' (issue 42): the public song page shows the chart; off until the church says so. */
    publishCharts: boolean("publish_charts").notNull().default(false),
    /** The escala's reminder to whoever has not answered, this many days before (null: 'nunca'). */
    escalaReminderDays: integer("escala_reminder_days").default(3),
    /** The plan mailed to everyone confirmed the day before. */
    escalaDayBefore: boolean("escala_day_before").notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    check("churches_escala_reminder_days_range", sql`${t.escalaReminderDays} between 1 and 14`),
    check("churches_name_not_blank", sql`btrim(${t.name}) <> ''`),
    // The normalised form produced by shared/slugs.ts: word characters in single-hyphen groups.
    check("churches_slug_format", sql`${t.slug} ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$'`),
  ],
);

/** The id of a row that belongs to a church, and the church it belongs to (deleted with it). */
export const churchRow = () => ({ id: id(), churchId: reference("church_id", () => churches.id, "cascade") });
