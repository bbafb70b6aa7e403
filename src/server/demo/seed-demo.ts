import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { AdministratorError, createAdministrator, deleteAdministrator, replaceKnownPassword, type Auth } from "../auth";
import {
  type Database, type Executor, bandMusicians, bands, churches, churchMembers, musicians, planSongs, planTeam, plans,
  serviceMusiciansGlobal, serviceMusiciansIndividual, services, songDetails, songsCatalog, users,
} from "../db";
import { markSongsAsNew, refreshSongStatistics } from "../songs";
import { buildDemoPlan, DEMO_CHURCH_SLUG } from "./plan";

export { DEMO_CHURCH_SLUG } from "./plan";

/**
 * The demo administrator. The password is published (README, `npm start`), so it is used only
 * outside production; a production demo (SEED_DEMO=true) gets a random one, printed once.
 */
export const DEMO_ADMIN = { email: "demo@louvor.app", password: "louvor-demo", name: "Administrador Demo" } as const;

/**
 * The demo church's second member, an Editor, so a newcomer sees the team (issue 24). Its password
 * is published like the administrator's; a production demo gives it a random one nobody is shown
 * (the Administrador can remove the member; decision 454).
 */
export const DEMO_EDITOR = { email: "editor@louvor.app", password: "louvor-editor", name: "Editor Demo" } as const;

/** A password nobody else knows, for a demo administrator in production. */
export function randomDemoPassword(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * The Editor's password goes with the Administrador's: the published pair when the Administrador has
 * the published password (`npm start`, tests), a random one nobody is shown when it has one of its
 * own (a production demo). Start-up passes the published password explicitly outside production,
 * so "a password was passed" does not mean "production" (issue 39; decision 496).
 */
export function demoEditorPassword(adminPassword: string): string {
  return adminPassword === DEMO_ADMIN.password ? DEMO_EDITOR.password : randomDemoPassword();
}

/** Raised when the demo cannot be loaded (it is already there, or its administrator exists). */
export class DemoSeedError extends Error {}

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
  let editor: { id: string };
  try {
    editor = await createAdministrator(db, auth, { ...DEMO_EDITOR, password: demoEditorPassword(adminPassword) });
  } catch (error) {
    await deleteAdministrator(db, admin.id).catch(() => undefined);
    if (error instanceof AdministratorError) throw new DemoSeedError(`Cannot load the demo data: ${error.message}`);
    throw error;
  }

  const plan = buildDemoPlan(today, admin.id);
  try {
    await db.transaction(async (tx) => {
      // Loaded once at start-up, not a request: on a slow or busy machine its statistics take longer
      // than a request's statement limit, and failing here would stop `npm start` itself.
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.insert(churches).values(plan.church);
      const since = plan.church.createdAt ? new Date(plan.church.createdAt.getTime() + 7 * 24 * 60 * 60 * 1000) : undefined;
      await tx.insert(churchMembers).values([...plan.members, { churchId: plan.church.id as string, userId: editor.id, role: "editor", createdAt: since, updatedAt: since }]);
      await tx.insert(bands).values(plan.bands);
      await tx.insert(musicians).values(plan.musicians);
      await tx.insert(bandMusicians).values(plan.bandMusicians);
      await tx.insert(songsCatalog).values(plan.songs);
      await tx.insert(services).values(plan.services);
      await tx.insert(songDetails).values(plan.segments);
      await tx.insert(serviceMusiciansGlobal).values(plan.serviceLineups);
      await tx.insert(serviceMusiciansIndividual).values(plan.songLineups);
      if (plan.upcomingPlans.length > 0) await tx.insert(plans).values(plan.upcomingPlans);
      if (plan.upcomingPlanSongs.length > 0) await tx.insert(planSongs).values(plan.upcomingPlanSongs);
      if (plan.upcomingPlanTeam.length > 0) await tx.insert(planTeam).values(plan.upcomingPlanTeam);

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
    // Leave no administrator (or editor) without the church they were made for.
    await deleteAdministrator(db, admin.id).catch(() => undefined);
    await deleteAdministrator(db, editor.id).catch(() => undefined);
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
  const password = randomDemoPassword();
  const replaced = await replaceKnownPassword(db, auth, { email: DEMO_ADMIN.email, known: DEMO_ADMIN.password, replacement: password });
  return replaced ? password : null;
}
