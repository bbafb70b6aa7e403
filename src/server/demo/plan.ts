import { randomUUID } from "node:crypto";
import type {
  bandMusicians, bands, churches, churchMembers, musicians, serviceMusiciansGlobal, serviceMusiciansIndividual, services, songDetails,
  songsCatalog,
} from "../db";
import { brasilia, calendarDay, isoDate, slugify, weekday } from "./calendar";
import { demoChart } from "./charts";
import { DEMO_BANDS, DEMO_CHURCH, DEMO_MUSICIANS, DEMO_SONGS, SUNDAY_TIMES, WEDNESDAY_TIME, type DemoBandKey } from "./demo-data";
import { demoContacts } from "./contacts";
import { planNextSunday, type NextSundayPlan } from "./next-sunday";
import { Random } from "./random";
import { performanceDrawer } from "./performances";

export const DEMO_CHURCH_SLUG = "igreja-esperanca";

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
// The plan: every row, computed without touching the database
// ---------------------------------------------------------------------------

type Row<Table extends { $inferInsert: unknown }> = Table["$inferInsert"];
type LineupEntry = { musicianId: string; instrument: string; isSubstitute: boolean };

export type DemoPlan = {
  church: Row<typeof churches>;
  members: Row<typeof churchMembers>[];
  bands: Row<typeof bands>[];
  musicians: Row<typeof musicians>[];
  bandMusicians: Row<typeof bandMusicians>[];
  songs: (Row<typeof songsCatalog> & { id: string })[];
  services: Row<typeof services>[];
  segments: Row<typeof songDetails>[];
  serviceLineups: Row<typeof serviceMusiciansGlobal>[];
  songLineups: Row<typeof serviceMusiciansIndividual>[];
  newSongMarks: { songId: string; serviceDate: string; bandId: string }[];
} & NextSundayPlan;

/** What every step of the plan shares: the generator, the ids, the church and the calendar. */
type PlanContext = {
  random: Random;
  newId: () => string;
  churchId: string;
  todayDay: number;
  setupDay: number;
  /** Nothing is created after the start of today, so that every run on the same day is the same. */
  notAfterNow: (instant: Date) => Date;
};

type Member = { musicianId: string; instruments: readonly string[]; bandId: string };
type People = {
  bands: Row<typeof bands>[];
  musicians: Row<typeof musicians>[];
  memberships: Row<typeof bandMusicians>[];
  members: Member[];
  multibanda: { musicianId: string; instrument: string }[];
};
type PlannedService = { id: string; day: number; date: string; time: string; bandId: string; videoUrl: string; viewCount: number; createdAt: Date };
type SongUse = { newSongs: number[]; introductionOf: Map<number, number>; setlists: number[][]; plays: Map<number, { serviceIndex: number }[]> };
type Recordings = Pick<DemoPlan, "services" | "segments" | "serviceLineups" | "songLineups">;

/**
 * Builds the demo church for an administrator. The content is the same for the same calendar day
 * of `today`; the ids come from `newId`, random by default, so no two installs share them.
 */
export function buildDemoPlan(today: Date, adminUserId: string, newId: () => string = randomUUID): DemoPlan {
  const todayDay = calendarDay(today);
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const setupDay = todayDay - HISTORY_DAYS - 30;
  const churchCreatedAt = brasilia(setupDay, "20:00");
  const church: Row<typeof churches> = {
    id: newId(),
    name: DEMO_CHURCH.name,
    slug: DEMO_CHURCH_SLUG,
    address: DEMO_CHURCH.address,
    youtubeChannel: DEMO_CHURCH.youtubeChannel,
    logoUrl: null,
    createdAt: churchCreatedAt,
    updatedAt: churchCreatedAt,
  };
  const context: PlanContext = {
    random: new Random(CONTENT_SEED),
    newId,
    churchId: church.id as string,
    todayDay,
    setupDay,
    notAfterNow: (instant) => (instant.getTime() > startOfToday.getTime() ? new Date(startOfToday) : instant),
  };

  const people = planPeople(context);
  const plannedServices = planServices(context, people.bands);
  const use = planSongUse(context, plannedServices);
  const songs = planCatalogue(context, plannedServices, use);
  const recordings = planRecordings(context, plannedServices, use.setlists, people, songs);
  const newSongMarks = use.newSongs.map((song) => {
    const service = plannedServices[use.introductionOf.get(song) as number] as PlannedService;
    return { songId: songs[song]?.id as string, serviceDate: service.date, bandId: service.bandId };
  });

  return {
    church,
    members: [{ churchId: church.id as string, userId: adminUserId, role: "admin", createdAt: churchCreatedAt, updatedAt: churchCreatedAt }],
    bands: people.bands,
    musicians: people.musicians,
    bandMusicians: people.memberships,
    songs,
    ...recordings,
    newSongMarks,
    ...planNextSunday(context, recordings.services, recordings.segments, people.memberships),
  };
}

/** Bands, musicians and memberships. */
function planPeople({ newId, churchId, setupDay }: PlanContext): People {
  const bandIdByKey = new Map<DemoBandKey, string>();
  const bandRows = DEMO_BANDS.map((band, index) => {
    const id = newId();
    bandIdByKey.set(band.key, id);
    const createdAt = brasilia(setupDay, "20:30", index * 7);
    return { id, churchId, name: band.name, year: band.year, imageUrl: null, createdAt, updatedAt: createdAt };
  });
  const bandId = (key: DemoBandKey) => bandIdByKey.get(key) as string;

  const people: People = { bands: bandRows, musicians: [], memberships: [], members: [], multibanda: [] };
  DEMO_MUSICIANS.forEach((musician, index) => {
    const id = newId();
    const createdAt = brasilia(setupDay + 1, "19:00", index * 3);
    people.musicians.push({
      id,
      churchId,
      name: musician.name,
      isMultibanda: musician.band === undefined,
      instrument: musician.instrument,
      bio: musician.bio ?? null,
      avatarUrl: null,
      ...demoContacts(musician.name, index),
      createdAt,
      updatedAt: createdAt,
    });
    if (musician.band === undefined) {
      people.multibanda.push({ musicianId: id, instrument: musician.instrument });
      return;
    }
    const instruments = musician.bandInstruments ?? [musician.instrument];
    people.members.push({ musicianId: id, instruments, bandId: bandId(musician.band) });
    people.memberships.push({
      id: newId(),
      churchId,
      bandId: bandId(musician.band),
      musicianId: id,
      instrument: [...instruments],
      createdAt: brasilia(setupDay + 2, "19:00", index * 3),
    });
  });
  return people;
}

/** The days, times, bands and videos of the services of the year before today. */
function planServices({ random, newId, todayDay, notAfterNow }: PlanContext, bandRows: People["bands"]): PlannedService[] {
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

  return serviceDays.map((day, index) => {
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
}

/** Which songs are played where: never, once, new in the last months, or the regular repertoire. */
function planSongUse({ random, todayDay }: PlanContext, plannedServices: PlannedService[]): SongUse {
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

  const plays = new Map<number, { serviceIndex: number }[]>();
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
    setlist.forEach((song) => plays.set(song, [...(plays.get(song) ?? []), { serviceIndex }]));
    return setlist;
  });
  return { newSongs, introductionOf, setlists, plays };
}

/** The catalogue: each song added a few days before it was first played, some with links. */
function planCatalogue(context: PlanContext, plannedServices: PlannedService[], use: SongUse): DemoPlan["songs"] {
  const { random, newId, churchId, setupDay, todayDay, notAfterNow } = context;
  return DEMO_SONGS.map(([name, author], index) => {
    const played = use.plays.get(index) ?? [];
    const firstDay = Math.min(...played.map((play) => plannedServices[play.serviceIndex]?.day as number));
    const createdDay = Number.isFinite(firstDay)
      ? Math.max(setupDay + 3, firstDay - random.int(use.introductionOf.has(index) ? 2 : 1, 12))
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
      ...demoChart(name),
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/** Each service's row, its service-wide lineup, its segments and the songs' own lineups. */
function planRecordings(
  context: PlanContext,
  plannedServices: PlannedService[],
  setlists: number[][],
  people: People,
  songs: DemoPlan["songs"],
): Recordings {
  const { random, newId, churchId } = context;
  const recordings: Recordings = { services: [], segments: [], serviceLineups: [], songLineups: [] };
  const performances = performanceDrawer(CONTENT_SEED);

  plannedServices.forEach((service, serviceIndex) => {
    const { id: serviceId, bandId: serviceBand, createdAt } = service;
    recordings.services.push({
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

    const lineup = serviceLineup(random, people, serviceBand);
    // A second apart, so that lists ordered by creation keep the lineup's order.
    const lineupTime = (position: number) => new Date(createdAt.getTime() + position * 1000);
    lineup.forEach((entry, position) => {
      recordings.serviceLineups.push({ id: newId(), churchId, serviceId, ...entry, createdAt: lineupTime(position) });
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
      recordings.segments.push({
        id: segmentId,
        churchId,
        serviceId,
        songCatalogId: songs[song]?.id as string,
        bandId: serviceBand,
        startTime,
        endTime,
        youtubeUrl: service.videoUrl,
        name: DEMO_SONGS[song]?.[0] as string,
        ...performances(song),
        active: true,
        viewCount: Math.min(200, Math.round(service.viewCount * (0.1 + 0.4 * random.float()))),
        createdAt,
        updatedAt: createdAt,
      });

      // About a third of the songs have their own lineup: a guest joins, or someone sits it out.
      if (!random.chance(SONG_LINEUP_SHARE)) return;
      songLineup(random, people, lineup).forEach((entry, position) => {
        recordings.songLineups.push({
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
  return recordings;
}

/**
 * The band, sometimes with a member on their second instrument, a member covered by a musician of
 * another band, or a multibanda musician joining.
 */
function serviceLineup(random: Random, { members, multibanda }: People, serviceBand: string): LineupEntry[] {
  const lineup: LineupEntry[] = members
    .filter((member) => member.bandId === serviceBand)
    .map((member) => ({
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
  return lineup;
}

/** A song's own lineup: a multibanda guest joins, or someone (the percussion first) sits it out. */
function songLineup(random: Random, { multibanda }: People, lineup: readonly LineupEntry[]): LineupEntry[] {
  const present = new Set(lineup.map((entry) => entry.musicianId));
  const guests = multibanda.filter((guest) => !present.has(guest.musicianId));
  if (guests.length > 0 && random.chance(0.55)) {
    const guest = random.pick(guests);
    return [...lineup, { musicianId: guest.musicianId, instrument: guest.instrument, isSubstitute: true }];
  }
  const percussion = lineup.findIndex((entry) => ["Bateria", "Cajón"].includes(entry.instrument));
  const leaving = percussion > 0 ? percussion : random.int(1, lineup.length - 1);
  return lineup.filter((_, index) => index !== leaving);
}
