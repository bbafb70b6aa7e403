import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { churchRow } from "./churches";

/** The musicians of a church. */
export const musicians = pgTable(
  "musicians",
  {
    ...churchRow(),
    name: text("name").notNull(),
    /** Readable key of public URLs (decision 244), kept by triggers; unique in the church (checked at commit). */
    publicKey: text("public_key"),
    isMultibanda: boolean("is_multibanda").notNull().default(false),
    instrument: text("instrument"),
    bio: text("bio"),
    avatarUrl: text("avatar_url"),
    /** Contact data for the escala (issue 41, decision 510): only the admin API reads it. */
    email: text("email"),
    /** WhatsApp number: digits with the country code. */
    phone: text("phone"),
    /**
     * 'Minhas escalas' (issue 41): the personal link's token is an HMAC over the musician and this
     * random salt, so a new salt kills every link; only the token's SHA-256 is kept, once mailed.
     */
    escalaSalt: text("escala_salt").notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    escalaTokenHash: text("escala_token_hash"),
    ...timestamps(),
  },
  (t) => [
    check("musicians_name_not_blank", sql`btrim(${t.name}) <> ''`),
    check("musicians_phone_digits", sql`${t.phone} ~ '^[1-9][0-9]{7,14}$'`),
    uniqueIndex("musicians_escala_token_hash_unique").on(t.escalaTokenHash),
    index("musicians_church_id_name_idx").on(t.churchId, t.name),
    // The musicians sharing a readable key's slug (migration 0003's louvor_slug).
    index("musicians_church_id_slug_idx").on(t.churchId, sql`louvor_slug(${t.name})`),
    index("musicians_search_idx").using("gin", sql`louvor_search_text(${t.name}) gin_trgm_ops`),
  ],
);
