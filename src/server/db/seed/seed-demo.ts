import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { AdministratorError, createAdministrator } from "../../auth/administrators";
import type { Auth } from "../../auth/auth";
import { markSongsAsNew, refreshSongStatistics } from "../../songs/statistics";
import type { Database, Executor } from "../client";
import {
  accounts,
  bandMusicians,
  bands,
  churches,
  musicians,
  serviceMusiciansGlobal,
  serviceMusiciansIndividual,
  services,
  sessions,
  songDetails,
  songsCatalog,
  users,
} from "../schema";
import {
  DEMO_BANDS,
  DEMO_CHURCH,
  DEMO_MUSICIANS,
  DEMO_SONGS,
  SUNDAY_TIMES,
  WEDNESDAY_TIME,
  type DemoBandKey,
} from "./demo-data";

/**
 * The demo administrator. The password is published (README, `npm start`), so it is used only
 * outside production; a production demo (SEED_DEMO=true) gets a random one, printed once.
 */
export const DEMO_ADMIN = { email: "demo@louvor.app", password: "louvor-demo", name: "Administrador Demo" } as const;

/** A password nobody else knows, for a demo administrator in production. */
export function randomDemoPassword(): string {
  return randomBytes(18).toString("base64url");
}
export const DEMO_CHURCH_SLUG = "igreja-esperanca";

/** Raised when the demo cannot be loaded (it is already there, or its administrator exists). */
export class DemoSeedError extends Error {}

// ---------------------------------------------------------------------------
// Shape of the generated history
// ---------------------------------------------------------------------------

const CONTENT_SEED = 0x10c0_7a11;
const SUNDAY_SERVICES = 33;
const WEDNESDAY_SERVICES = 7;
/** Services spread over the year before today (today itself excluded: nothing in the future). */
const HISTORY_DAYS = 364;
/** New songs were introduced within this many days (the "new" badge lasts 6 months). */
const NEW_SONG_WINDOW_DAYS = 170;
const NEVER_PLAYED_SONGS = 10;
const NEW_SONGS = 10;
const ONCE_PLAYED_SONGS = 12;
const SEGMENTS_PER_SERVICE = { min: 5, max: 9 } as const;
const SONG_SECONDS = { min: 180, max: 480 } as const;
const SONG_LINEUP_SHARE = 1 / 3;
const YOUTUBE_ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

// ---------------------------------------------------------------------------
// Deterministic randomness and calendar days
// ---------------------------------------------------------------------------

/** mulberry32: tiny, fast, and good enough to make demo data look unplanned. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

class Random {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }
  /** Index drawn in proportion to the weights. */
  weighted(weights: readonly number[]): number {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let target = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      target -= weights[i] as number;
      if (target < 0) return i;
    }
    return weights.length - 1;
  }
  /** A version-4-shaped UUID drawn from the seed (for tests that compare two plans). */
  uuid(): string {
    const hex = Array.from({ length: 16 }, (_, index) => {
      let byte = Math.floor(this.next() * 256);
      if (index === 6) byte = (byte & 0x0f) | 0x40;
      if (index === 8) byte = (byte & 0x3f) | 0x80;
      return byte.toString(16).padStart(2, "0");
    }).join("");
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of the local calendar date of an instant. */
function calendarDay(instant: Date): number {
  return Math.round(Date.UTC(instant.getFullYear(), instant.getMonth(), instant.getDate()) / DAY_MS);
}

function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function weekday(day: number): number {
  return new Date(day * DAY_MS).getUTCDay();
}

/** An instant at a local time in Brasília (UTC−3, no daylight saving time since 2019). */
function brasilia(day: number, time: string, extraMinutes = 0): Date {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Date(day * DAY_MS + ((hours + 3) * 60 + minutes + extraMinutes) * 60_000);
}

function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

// ---------------------------------------------------------------------------
// The plan: every row, computed without touching the database
// ---------------------------------------------------------------------------

type Row<Table extends { $inferInsert: unknown }> = Table["$inferInsert"];
type LineupEntry = { musicianId: string; instrument: string; isSubstitute: boolean };

export type DemoPlan = {
  church: Row<typeof churches>;
  bands: Row<typeof bands>[];
  musicians: Row<typeof musicians>[];
  bandMusicians: Row<typeof bandMusicians>[];
  songs: (Row<typeof songsCatalog> & { id: string })[];
  services: Row<typeof services>[];
  segments: Row<typeof songDetails>[];
  serviceLineups: Row<typeof serviceMusiciansGlobal>[];
  songLineups: Row<typeof serviceMusiciansIndividual>[];
  newSongMarks: { songId: string; serviceDate: string; bandId: string }[];
};

/** Ids drawn from a seed: the same seed gives the same ids (tests only; installs use random ids). */
export function seededIds(seed: number): () => string {
  const random = new Random(seed);
  return () => random.uuid();
}

/**
 * Builds the demo church for an administrator. The content is the same for the same calendar day
 * of `today`; the ids come from `newId`, random by default, so no two installs share them.
 */
export function buildDemoPlan(today: Date, adminUserId: string, newId: () => string = randomUUID): DemoPlan {
  const random = new Random(CONTENT_SEED);
  const todayDay = calendarDay(today);
  // Nothing is created after the start of today, so that every run on the same day is the same.
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const notAfterNow = (instant: Date) => (instant.getTime() > startOfToday.getTime() ? new Date(startOfToday) : instant);
  const setupDay = todayDay - HISTORY_DAYS - 30;

  const churchId = newId();
  const churchCreatedAt = brasilia(setupDay, "20:00");
  const church: Row<typeof churches> = {
    id: churchId,
    adminUserId,
    name: DEMO_CHURCH.name,
    slug: DEMO_CHURCH_SLUG,
    address: DEMO_CHURCH.address,
    youtubeChannel: DEMO_CHURCH.youtubeChannel,
    logoUrl: null,
    createdAt: churchCreatedAt,
    updatedAt: churchCreatedAt,
  };

  // Bands, musicians and memberships ------------------------------------------------------------
  const bandIdByKey = new Map<DemoBandKey, string>();
  const bandRows = DEMO_BANDS.map((band, index) => {
    const id = newId();
    bandIdByKey.set(band.key, id);
    const createdAt = brasilia(setupDay, "20:30", index * 7);
    return { id, churchId, name: band.name, year: band.year, imageUrl: null, createdAt, updatedAt: createdAt };
  });
  const bandId = (key: DemoBandKey) => bandIdByKey.get(key) as string;

  type Member = { musicianId: string; instruments: readonly string[]; bandId: string };
  const members: Member[] = [];
  const multibanda: { musicianId: string; instrument: string }[] = [];
  const musicianRows: Row<typeof musicians>[] = [];
  const membershipRows: Row<typeof bandMusicians>[] = [];
  DEMO_MUSICIANS.forEach((musician, index) => {
    const id = newId();
    const createdAt = brasilia(setupDay + 1, "19:00", index * 3);
    musicianRows.push({
      id,
      churchId,
      name: musician.name,
      isMultibanda: musician.band === undefined,
      instrument: musician.instrument,
      bio: musician.bio ?? null,
      avatarUrl: null,
      createdAt,
      updatedAt: createdAt,
    });
    if (musician.band === undefined) {
      multibanda.push({ musicianId: id, instrument: musician.instrument });
      return;
    }
    const instruments = musician.bandInstruments ?? [musician.instrument];
    members.push({ musicianId: id, instruments, bandId: bandId(musician.band) });
    membershipRows.push({
      id: newId(),
      churchId,
      bandId: bandId(musician.band),
      musicianId: id,
      instrument: [...instruments],
      createdAt: brasilia(setupDay + 2, "19:00", index * 3),
    });
  });
  const membersOf = (band: string) => members.filter((member) => member.bandId === band);

  // Services --------------------------------------------------------------------------------------
  const sundays: number[] = [];
  const wednesdays: number[] = [];
  for (let day = todayDay - 1; day >= todayDay - HISTORY_DAYS; day--) {
    if (weekday(day) === 0) sundays.push(day);
    if (weekday(day) === 3) wednesdays.push(day);
  }
  // The two latest Sundays always have a service, so the demo looks alive on its first visit.
  const serviceDays = [
    ...sundays.slice(0, 2),
    ...random.shuffle(sundays.slice(2)).slice(0, SUNDAY_SERVICES - 2),
    ...random.shuffle(wednesdays).slice(0, WEDNESDAY_SERVICES),
  ].sort((a, b) => a - b);
  // Balanced rotation of the bands, in an unplanned-looking order.
  const bandTurns = random.shuffle(serviceDays.map((_, index) => bandRows[index % bandRows.length]?.id as string));

  type PlannedService = { id: string; day: number; date: string; time: string; bandId: string; videoUrl: string; viewCount: number; createdAt: Date };
  const plannedServices: PlannedService[] = serviceDays.map((day, index) => {
    const time = weekday(day) === 3 ? WEDNESDAY_TIME : (SUNDAY_TIMES[random.weighted([4, 2, 3])] as string);
    const videoId = Array.from({ length: 11 }, () => random.pick([...YOUTUBE_ID_ALPHABET])).join("");
    const age = Math.min(1, (todayDay - day) / HISTORY_DAYS);
    return {
      id: newId(),
      day,
      date: isoDate(day),
      time,
      bandId: bandTurns[index] as string,
      videoUrl: `https://www.youtube.com/watch?v=${videoId}`,
      viewCount: Math.round((20 + 460 * age) * (0.55 + 0.45 * random.float())),
      // Recorded by the administrator a few hours after the service ended.
      createdAt: notAfterNow(brasilia(day, time, random.int(150, 300))),
    };
  });

  // Which songs are played where ------------------------------------------------------------------
  const songOrder = random.shuffle(DEMO_SONGS.map((_, index) => index));
  const newSongs = songOrder.slice(NEVER_PLAYED_SONGS, NEVER_PLAYED_SONGS + NEW_SONGS);
  const onceSongs = songOrder.slice(NEVER_PLAYED_SONGS + NEW_SONGS, NEVER_PLAYED_SONGS + NEW_SONGS + ONCE_PLAYED_SONGS);
  // The rest is the regular repertoire, most played first.
  const regularSongs = songOrder.slice(NEVER_PLAYED_SONGS + NEW_SONGS + ONCE_PLAYED_SONGS);

  const forced = plannedServices.map(() => [] as number[]);
  // Each new song is first played in a service of the last months.
  const recentServices = random.shuffle(
    plannedServices.flatMap((service, index) => (todayDay - service.day <= NEW_SONG_WINDOW_DAYS ? [index] : [])),
  );
  const introductionOf = new Map<number, number>();
  newSongs.forEach((song, position) => {
    const serviceIndex = recentServices[position % recentServices.length] as number;
    introductionOf.set(song, serviceIndex);
    forced[serviceIndex]?.push(song);
  });
  // Songs played exactly once, and one guaranteed performance of every regular song, spread evenly.
  let turns: number[] = [];
  for (const song of [...onceSongs, ...regularSongs]) {
    if (turns.length === 0) turns = random.shuffle(plannedServices.map((_, index) => index));
    forced[turns.pop() as number]?.push(song);
  }

  const plays = new Map<number, { serviceIndex: number; position: number }[]>();
  const setlists = plannedServices.map((service, serviceIndex) => {
    const count = random.int(SEGMENTS_PER_SERVICE.min, SEGMENTS_PER_SERVICE.max);
    const chosen = new Set(forced[serviceIndex]);
    const candidates = [
      ...regularSongs.map((song, rank) => ({ song, weight: 0.4 + 3 / (rank + 1) })),
      ...newSongs
        .filter((song) => (plannedServices[introductionOf.get(song) as number]?.day ?? Infinity) < service.day)
        .map((song) => ({ song, weight: 2.5 })),
    ];
    while (chosen.size < count) {
      const open = candidates.filter((candidate) => !chosen.has(candidate.song));
      chosen.add(open[random.weighted(open.map((candidate) => candidate.weight))]?.song as number);
    }
    const setlist = random.shuffle([...chosen]);
    setlist.forEach((song, position) => plays.set(song, [...(plays.get(song) ?? []), { serviceIndex, position }]));
    return setlist;
  });

  // Catalogue -------------------------------------------------------------------------------------
  const songRows = DEMO_SONGS.map(([name, author], index) => {
    const played = plays.get(index) ?? [];
    const firstDay = Math.min(...played.map((play) => plannedServices[play.serviceIndex]?.day as number));
    const createdDay = Number.isFinite(firstDay)
      ? Math.max(setupDay + 3, firstDay - random.int(introductionOf.has(index) ? 2 : 1, 12))
      : random.int(setupDay + 3, todayDay - 2);
    const createdAt = notAfterNow(brasilia(createdDay, "21:00", random.int(0, 90)));
    const links = author !== null && random.chance(0.45);
    const path = links ? `${slugify(author)}/${slugify(name)}/` : "";
    return {
      id: newId(),
      churchId,
      name,
      author,
      chordFile: links ? `https://www.cifraclub.com.br/${path}` : null,
      lyrics: links && random.chance(0.7) ? `https://www.letras.mus.br/${path}` : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const songId = (index: number) => songRows[index]?.id as string;

  // Segments and lineups --------------------------------------------------------------------------
  const serviceRows: Row<typeof services>[] = [];
  const segmentRows: Row<typeof songDetails>[] = [];
  const serviceLineupRows: Row<typeof serviceMusiciansGlobal>[] = [];
  const songLineupRows: Row<typeof serviceMusiciansIndividual>[] = [];

  plannedServices.forEach((service, serviceIndex) => {
    const { id: serviceId, bandId: serviceBand, createdAt } = service;
    serviceRows.push({
      id: serviceId,
      churchId,
      bandId: serviceBand,
      date: service.date,
      time: service.time,
      videoUrl: service.videoUrl,
      active: true,
      viewCount: service.viewCount,
      createdAt,
      updatedAt: createdAt,
    });

    // The band, sometimes with a member on their second instrument, a member covered by a musician
    // of another band, or a multibanda musician joining.
    const lineup: LineupEntry[] = membersOf(serviceBand).map((member) => ({
      musicianId: member.musicianId,
      instrument: (member.instruments.length > 1 && random.chance(0.2) ? member.instruments[1] : member.instruments[0]) as string,
      isSubstitute: false,
    }));
    if (random.chance(0.2)) {
      const absent = random.int(1, lineup.length - 1);
      const instrument = lineup[absent]?.instrument as string;
      const covers = members.filter((member) => member.bandId !== serviceBand && member.instruments.includes(instrument));
      if (covers.length > 0) lineup[absent] = { musicianId: random.pick(covers).musicianId, instrument, isSubstitute: true };
    }
    if (random.chance(0.35)) {
      const guest = random.pick(multibanda);
      lineup.push({ musicianId: guest.musicianId, instrument: guest.instrument, isSubstitute: true });
    }
    // A second apart, so that lists ordered by creation keep the lineup's order.
    const lineupTime = (position: number) => new Date(createdAt.getTime() + position * 1000);
    lineup.forEach((entry, position) => {
      serviceLineupRows.push({ id: newId(), churchId, serviceId, ...entry, createdAt: lineupTime(position) });
    });

    // The video: a welcome, the songs with short gaps, the sermon before the last song or two.
    const setlist = setlists[serviceIndex] as number[];
    const songsAfterSermon = setlist.length >= 6 && random.chance(0.4) ? 2 : 1;
    let cursor = random.int(90, 420);
    setlist.forEach((song, position) => {
      const segmentId = newId();
      const startTime = cursor;
      const endTime = startTime + random.int(SONG_SECONDS.min, SONG_SECONDS.max);
      cursor = endTime + (position === setlist.length - 1 - songsAfterSermon ? random.int(1800, 2700) : random.int(15, 150));
      segmentRows.push({
        id: segmentId,
        churchId,
        serviceId,
        songCatalogId: songId(song),
        bandId: serviceBand,
        startTime,
        endTime,
        youtubeUrl: service.videoUrl,
        name: DEMO_SONGS[song]?.[0] as string,
        active: true,
        viewCount: Math.min(200, Math.round(service.viewCount * (0.1 + 0.4 * random.float()))),
        createdAt,
        updatedAt: createdAt,
      });

      // About a third of the songs have their own lineup: a guest joins, or someone sits it out.
      if (!random.chance(SONG_LINEUP_SHARE)) return;
      let songLineup = [...lineup];
      const present = new Set(lineup.map((entry) => entry.musicianId));
      const guests = multibanda.filter((guest) => !present.has(guest.musicianId));
      if (guests.length > 0 && random.chance(0.55)) {
        const guest = random.pick(guests);
        songLineup.push({ musicianId: guest.musicianId, instrument: guest.instrument, isSubstitute: true });
      } else {
        const percussion = songLineup.findIndex((entry) => ["Bateria", "Cajón"].includes(entry.instrument));
        const leaving = percussion > 0 ? percussion : random.int(1, songLineup.length - 1);
        songLineup = songLineup.filter((_, index) => index !== leaving);
      }
      songLineup.forEach((entry, position) => {
        songLineupRows.push({
          id: newId(),
          churchId,
          serviceId,
          songDetailId: segmentId,
          ...entry,
          isGlobal: false,
          createdAt: lineupTime(position),
        });
      });
    });
  });

  const newSongMarks = newSongs.map((song) => {
    const service = plannedServices[introductionOf.get(song) as number] as PlannedService;
    return { songId: songId(song), serviceDate: service.date, bandId: service.bandId };
  });

  return {
    church,
    bands: bandRows,
    musicians: musicianRows,
    bandMusicians: membershipRows,
    songs: songRows,
    services: serviceRows,
    segments: segmentRows,
    serviceLineups: serviceLineupRows,
    songLineups: songLineupRows,
    newSongMarks,
  };
}

// ---------------------------------------------------------------------------
// Loading
// ---------------------------------------------------------------------------

/** True when the database has no church and no user (a fresh database). */
export async function isDatabaseEmpty(db: Executor): Promise<boolean> {
  const result = await db.execute<{ used: boolean }>(
    sql`select exists (select 1 from ${churches}) or exists (select 1 from ${users}) as used`,
  );
  return result.rows[0]?.used === false;
}

/**
 * Loads the demo church: its administrator first (through better-auth, which owns password
 * hashing), then everything else in one transaction. Catalogue statistics come from the same
 * code the app uses when services are saved. Refuses to run twice.
 */
export async function seedDemoData(
  db: Database,
  auth: Auth,
  options: { today?: Date; password?: string } = {},
): Promise<{ adminEmail: string; adminPassword: string; churchSlug: string }> {
  const today = options.today ?? new Date();
  const adminPassword = options.password ?? DEMO_ADMIN.password;
  const alreadyLoaded = () =>
    new DemoSeedError(
      `Cannot load the demo data: a church with the slug "${DEMO_CHURCH_SLUG}" already exists (the demo was probably loaded before).`,
    );
  const [existing] = await db.select({ id: churches.id }).from(churches).where(eq(churches.slug, DEMO_CHURCH_SLUG));
  if (existing) throw alreadyLoaded();

  let admin: { id: string };
  try {
    admin = await createAdministrator(db, auth, { ...DEMO_ADMIN, password: adminPassword });
  } catch (error) {
    if (error instanceof AdministratorError) throw new DemoSeedError(`Cannot load the demo data: ${error.message}`);
    throw error;
  }

  const plan = buildDemoPlan(today, admin.id);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(churches).values(plan.church);
      await tx.insert(bands).values(plan.bands);
      await tx.insert(musicians).values(plan.musicians);
      await tx.insert(bandMusicians).values(plan.bandMusicians);
      await tx.insert(songsCatalog).values(plan.songs);
      await tx.insert(services).values(plan.services);
      await tx.insert(songDetails).values(plan.segments);
      await tx.insert(serviceMusiciansGlobal).values(plan.serviceLineups);
      await tx.insert(serviceMusiciansIndividual).values(plan.songLineups);

      await markSongsAsNew(tx, plan.newSongMarks);
      await refreshSongStatistics(
        tx,
        plan.songs.map((song) => song.id),
      );
      // A song has been watched as often as its segments have.
      await tx.execute(sql`
        update ${songsCatalog} as c
        set view_count = coalesce((select sum(d.view_count) from ${songDetails} d where d.song_catalog_id = c.id), 0)
        where c.church_id = ${plan.church.id}`);
    });
  } catch (error) {
    // Leave no administrator without the church they were made for.
    await db
      .delete(users)
      .where(eq(users.id, admin.id))
      .catch(() => undefined);
    // Another process loading the demo at the same moment got there first.
    const failure = error as { constraint?: string; cause?: { constraint?: string } };
    if ((failure.cause?.constraint ?? failure.constraint) === "churches_slug_unique") throw alreadyLoaded();
    throw error;
  }

  return { adminEmail: DEMO_ADMIN.email, adminPassword, churchSlug: DEMO_CHURCH_SLUG };
}

/**
 * A demo administrator loaded before production demos got their own password may still have the
 * published one: replace it with a random password (and end its sessions). Returns the new
 * password to show once, or null when there was nothing to replace.
 */
export async function replacePublishedDemoPassword(db: Database, auth: Auth): Promise<string | null> {
  const [account] = await db
    .select({ id: accounts.id, userId: accounts.userId, hash: accounts.password })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.email, DEMO_ADMIN.email), eq(accounts.providerId, "credential")));
  if (!account?.hash) return null;
  const { password: hasher } = await auth.$context;
  if (!(await hasher.verify({ hash: account.hash, password: DEMO_ADMIN.password }))) return null;
  const password = randomDemoPassword();
  const hash = await hasher.hash(password);
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ password: hash, updatedAt: new Date() }).where(eq(accounts.id, account.id));
    await tx.delete(sessions).where(eq(sessions.userId, account.userId));
  });
  return password;
}
