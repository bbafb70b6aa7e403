import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import yazl from "yazl";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHURCH_EXPORT_VERSION, churchExportFiles as files } from "@shared/schemas/church-export";
import { createAdmin, createBand, createChurch, createMusician, createSegment, createService, createSong } from "../../../tests/factories";
import { nodeArgumentsFor } from "../../../tests/app-process";
import { pngBytes } from "../../../tests/images";
import { zipEntries } from "../../../tests/support/zip";
import { createTestApp, type TestApp } from "../../../tests/test-app";
import { rows, musicianBlockouts, planTeam, plans } from "../db";
import { exportChurch } from "./export";
import { importChurch } from "./import";
import type { ChurchImportErrorCode } from "./import-errors";

let source: TestApp;
let target: TestApp;
let zip: Buffer;
let folder: string;
const SLUG = "igreja-recusas";

async function exportToBuffer(app: TestApp, churchId: string): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk));
  await exportChurch(app.db, churchId, output);
  return Buffer.concat(chunks);
}

/** The export with some files changed (or removed: null), zipped again. */
async function changed(edits: Record<string, ((content: string) => string) | Buffer | null>): Promise<Buffer> {
  const entries = await zipEntries(zip);
  const out = new yazl.ZipFile();
  for (const [name, content] of entries) {
    const edit = edits[name];
    if (edit === null) continue;
    const bytes = edit === undefined ? content : Buffer.isBuffer(edit) ? edit : Buffer.from(edit(content.toString("utf8")));
    out.addBuffer(bytes, name);
  }
  out.end();
  const chunks: Buffer[] = [];
  for await (const chunk of out.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** An edit of a JSON array file: each row changed by `edit`. */
const rowsEdited = (edit: (row: Record<string, unknown>) => Record<string, unknown>) => (text: string) =>
  JSON.stringify((JSON.parse(text) as Record<string, unknown>[]).map(edit));

/** Every row an import could write. */
async function everything(app: TestApp) {
  const [counts] = await rows<Record<string, number>>(
    app.db,
    sql`select (select count(*)::int from users) as users, (select count(*)::int from accounts) as accounts,
      (select count(*)::int from churches) as churches, (select count(*)::int from musicians) as musicians,
      (select count(*)::int from bands) as bands, (select count(*)::int from band_musicians) as members,
      (select count(*)::int from songs_catalog) as songs, (select count(*)::int from services) as services,
      (select count(*)::int from song_details) as segments, (select count(*)::int from service_musicians_global) as global,
      (select count(*)::int from service_musicians_individual) as individual, (select count(*)::int from images) as images`,
  );
  return counts;
}

/** The import is refused with this code, and the target holds exactly what it held before. */
async function expectRefused(file: string | Buffer, options: Parameters<typeof importChurch>[2], code: ChurchImportErrorCode, message?: RegExp) {
  const before = await everything(target);
  const error = await importChurch(target.db, file, options).then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toMatchObject({ name: "ChurchImportError", code });
  if (message) expect((error as Error).message).toMatch(message);
  expect((error as Error).message).toMatch(/Nada foi importado|não encontrado/);
  expect(await everything(target)).toEqual(before);
}

beforeAll(async () => {
  source = await createTestApp();
  target = await createTestApp();
  folder = mkdtempSync(path.join(os.tmpdir(), "louvor-church-import-"));
  const church = await createChurch(source.db, { slug: SLUG, name: "Igreja Recusas" });
  const logo = await source.storage.put(church.id, { contentType: "image/png", bytes: await pngBytes() });
  await source.db.execute(sql`update churches set logo_url = ${source.storage.urlOf(logo)} where id = ${church.id}`);
  const band = await createBand(source.db, church.id, { name: "Banda Única" });
  const ana = await createMusician(source.db, church.id, { name: "Ana" });
  const [plan] = await source.db.insert(plans).values({ churchId: church.id, bandId: band.id, date: "2099-03-01", time: "19:00", publicKey: "k".repeat(22) }).returning();
  await source.db.insert(planTeam).values({ churchId: church.id, planId: plan!.id, position: "Vocal", sortOrder: 0, musicianId: ana.id });
  await source.db.insert(musicianBlockouts).values([
    { churchId: church.id, musicianId: ana.id, startsOn: "2099-07-01", endsOn: "2099-07-15" },
    { churchId: church.id, musicianId: ana.id, startsOn: "2099-01-01", rrule: "FREQ=MONTHLY;BYDAY=1SU" },
  ]);
  const song = await createSong(source.db, church.id, { name: "Santo", chart: "{key: G}\n[G]Santo, [C]santo", originalKey: "G", ccli: "4321" });
  await source.db.execute(sql`update churches set publish_charts = true, escala_reminder_days = 7, escala_day_before = false where id = ${church.id}`);
  const service = await createService(source.db, church.id, { bandId: band.id });
  await createSegment(source.db, church.id, { serviceId: service.id, songCatalogId: song.id, bandId: band.id });
  zip = await exportToBuffer(source, church.id);
}, 60_000);

afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await source?.close();
  await target?.close();
});

describe("importChurch refuses, and writes nothing", () => {
  it("a file of a newer format", async () => {
    const newer = await changed({ [files.manifest]: (text) => text.replace(`"version": ${CHURCH_EXPORT_VERSION}`, `"version": ${CHURCH_EXPORT_VERSION + 1}`) });
    await expectRefused(newer, { adminEmail: "novo@example.com" }, "newer_format", new RegExp(`versão mais nova do Louvor \\(formato ${CHURCH_EXPORT_VERSION + 1}`));
  });

  it("a damaged or foreign file", async () => {
    const admin = { adminEmail: "novo@example.com" };
    await expectRefused(zip.subarray(0, zip.length - 100), admin, "damaged");
    await expectRefused(Buffer.from("isto não é um zip"), admin, "damaged", /não é um arquivo zip/);
    await expectRefused(await changed({ [files.manifest]: (text) => text.replace("louvor-church-export", "outra-coisa") }), admin, "damaged");
    await expectRefused(await changed({ [files.services]: (text) => text.slice(0, -5) }), admin, "damaged", /cultos\.json não é um JSON válido/);
    await expectRefused(await changed({ [files.segments]: null }), admin, "damaged", /falta o arquivo segmentos\.json/);
    await expectRefused(
      await changed({ [files.services]: rowsEdited((row) => ({ ...row, bandId: "00000000-0000-4000-8000-000000000000" })) }),
      admin,
      "damaged",
      /cultos\.json se refere a a banda 00000000/,
    );
    await expectRefused(await changed({ [files.musicians]: rowsEdited((row) => ({ ...row, name: "An\u0000a" })) }), admin, "damaged", /musicos\.json/);
    await expectRefused(await changed({ [files.songs]: rowsEdited((row) => ({ ...row, viewCount: -3 })) }), admin, "damaged", /musicas\.json/);
    await expectRefused(await changed({ [files.segments]: rowsEdited((row) => ({ ...row, endTime: 0 })) }), admin, "damaged", /regras do banco/);
    await expectRefused(await changed({ [files.segments]: rowsEdited((row) => ({ ...row, musicalKey: "H" })) }), admin, "damaged", /segmentos\.json/);
    await expectRefused(await changed({ [files.segments]: rowsEdited((row) => ({ ...row, tempo: 400 })) }), admin, "damaged", /segmentos\.json/);
    await expectRefused(await changed({ [files.musicians]: () => "[]" }), admin, "damaged", /promete 1 registros de musicians/);
  });

  it("an image whose bytes are not the ones its name promises, even after the administrator was made", async () => {
    const entries = await zipEntries(zip);
    const image = [...entries.keys()].find((name) => name.startsWith(files.imageFolder))!;
    const other = await pngBytes(20, 20);
    await expectRefused(await changed({ [image]: other }), { adminEmail: "imagem@example.com" }, "damaged", /não confere/);
  });

  it("bytes damaged inside the zip (the CRC does not match)", async () => {
    const damaged = Buffer.from(zip);
    // The image is stored uncompressed: flip a byte in the middle of its bytes.
    const png = (await zipEntries(zip)).get([...(await zipEntries(zip)).keys()].find((name) => name.startsWith(files.imageFolder))!)!;
    const at = damaged.indexOf(png.subarray(0, 64)) + 40;
    damaged[at] = damaged[at]! ^ 0xff;
    await expectRefused(damaged, { adminEmail: "crc@example.com" }, "damaged");
  });

  it("a slug already taken (and says to use --slug), an invalid --slug, an invalid e-mail", async () => {
    await importChurch(target.db, zip, { adminEmail: "primeiro@example.com" });
    await expectRefused(zip, { adminEmail: "segundo@example.com" }, "slug_taken", new RegExp(`"${SLUG}" já é de outra igreja.*--slug`));
    await expectRefused(zip, { adminEmail: "segundo@example.com", slug: "ab" }, "invalid_slug");
    await expectRefused(zip, { adminEmail: "não é e-mail" }, "invalid_admin");
  });

  it("an administrator who already has a church", async () => {
    const admin = await createAdmin(target);
    const church = await createChurch(target.db, { adminUserId: admin.id, name: "Igreja do Admin" });
    await expectRefused(zip, { adminEmail: admin.email, slug: "outra-igreja" }, "admin_has_church", new RegExp(`já administra a igreja "Igreja do Admin" \\(${church.slug}\\)`));
  });

  it("a file that is not there", async () => {
    await expectRefused(path.join(folder, "nao-existe.zip"), { adminEmail: "x@example.com" }, "file_not_found");
  });
});

describe("importChurch", () => {
  it("uses an existing administrator without a church, from a file on disk, under another slug", async () => {
    const admin = await createAdmin(target);
    const file = path.join(folder, "igreja.zip");
    writeFileSync(file, zip);
    const result = await importChurch(target.db, file, { adminEmail: admin.email.toUpperCase(), slug: "Igreja Nova Casa" });
    expect(result).toMatchObject({ slug: "igreja-nova-casa", admin: { id: admin.id, created: false, password: null } });
    const [church] = await rows<{ user_id: string; role: string; name: string }>(
      target.db,
      sql`select m.user_id, m.role, c.name from churches c join church_members m on m.church_id = c.id where c.slug = 'igreja-nova-casa'`,
    );
    expect(church).toEqual({ user_id: admin.id, role: "admin", name: "Igreja Recusas" });
    // The signed-in administrator now reaches their imported church.
    const { cookie } = await target.signIn(admin.email, admin.password);
    const response = await target.request("/api/admin/church", { headers: { cookie } });
    expect(((await response.json()) as { church: { slug: string } }).church.slug).toBe("igreja-nova-casa");
  });
});

describe("a version 1 file (before keys and tempos)", () => {
  it("imports, its performances with no key and no tempo", async () => {
    const older = await changed({
      [files.manifest]: (text) => {
        const { counts: { plans: _plans, planSongs: _songs, planTeam: _team, ...counts }, ...manifest } = JSON.parse(text) as { counts: Record<string, number> };
        return JSON.stringify({ ...manifest, version: 1, counts });
      },
      [files.segments]: rowsEdited(({ musicalKey: _key, tempo: _tempo, ...row }) => row),
    });
    const result = await importChurch(target.db, older, { adminEmail: "formato1@example.com", slug: "igreja-formato-um" });
    const segments = await rows<{ musical_key: string | null; tempo: number | null }>(
      target.db,
      sql`select d.musical_key, d.tempo from song_details d join churches c on c.id = d.church_id where c.slug = ${result.slug}`,
    );
    expect(segments).toEqual([{ musical_key: null, tempo: null }]);
  });
});

describe("a version 2 file (before the plans' teams)", () => {
  it("imports, its plans without a team", async () => {
    const older = await changed({
      [files.manifest]: (text) => {
        const manifest = JSON.parse(text) as { version: number; counts: Record<string, number> };
        delete manifest.counts.planTeam;
        return JSON.stringify({ ...manifest, version: 2 });
      },
      [files.plans]: rowsEdited(({ team: _team, ...row }) => row),
    });
    const result = await importChurch(target.db, older, { adminEmail: "formato2@example.com", slug: "igreja-formato-dois" });
    const [counts] = await rows<{ plans: number; team: number }>(
      target.db,
      sql`select (select count(*)::int from plans where church_id = ${result.churchId}) as plans, (select count(*)::int from plan_team where church_id = ${result.churchId}) as team`,
    );
    expect(counts).toEqual({ plans: 1, team: 0 });
  });
});

describe("a version 3 file (before the charts and the church's options)", () => {
  it("imports, its songs without a chart and the church with the options' defaults", async () => {
    const older = await changed({
      [files.manifest]: (text) => JSON.stringify({ ...(JSON.parse(text) as object), version: 3 }),
      [files.church]: (text) => {
        const { publishCharts: _publish, escalaReminderDays: _days, escalaDayBefore: _dayBefore, ...church } = JSON.parse(text) as Record<string, unknown>;
        return JSON.stringify(church);
      },
      [files.songs]: rowsEdited(({ chart: _chart, originalKey: _key, ccli: _ccli, ...row }) => row),
    });
    const result = await importChurch(target.db, older, { adminEmail: "formato3@example.com", slug: "igreja-formato-tres" });
    const [church] = await rows<{ publish_charts: boolean; escala_reminder_days: number | null; escala_day_before: boolean }>(
      target.db,
      sql`select publish_charts, escala_reminder_days, escala_day_before from churches where id = ${result.churchId}`,
    );
    expect(church).toEqual({ publish_charts: false, escala_reminder_days: 3, escala_day_before: true });
    const songs = await rows<{ name: string; chart: string | null; original_key: string | null; ccli: string | null }>(
      target.db,
      sql`select name, chart, original_key, ccli from songs_catalog where church_id = ${result.churchId}`,
    );
    expect(songs).toEqual([{ name: "Santo", chart: null, original_key: null, ccli: null }]);
  });
});

describe("a musician's blockout dates ('Minhas escalas', format 5)", () => {
  const blockoutsOf = (churchId: string) =>
    rows<{ name: string; starts_on: string; ends_on: string | null; rrule: string | null }>(
      target.db,
      sql`select m.name, b.starts_on::text, b.ends_on::text, b.rrule from musician_blockouts b join musicians m on m.id = b.musician_id
          where b.church_id = ${churchId} order by b.starts_on`,
    );

  it("come along with their musician: days, ranges and repeating rules", async () => {
    const result = await importChurch(target.db, zip, { adminEmail: "bloqueios@example.com", slug: "igreja-bloqueios" });
    expect(result.counts.blockouts).toBe(2);
    expect(await blockoutsOf(result.churchId)).toEqual([
      { name: "Ana", starts_on: "2099-01-01", ends_on: null, rrule: "FREQ=MONTHLY;BYDAY=1SU" },
      { name: "Ana", starts_on: "2099-07-01", ends_on: "2099-07-15", rrule: null },
    ]);
  });

  it("are none from a version 4 file", async () => {
    const older = await changed({
      [files.manifest]: (text) => {
        const manifest = JSON.parse(text) as { version: number; counts: Record<string, number> };
        delete manifest.counts.blockouts;
        return JSON.stringify({ ...manifest, version: 4 });
      },
      [files.musicians]: rowsEdited(({ blockouts: _blockouts, ...row }) => row),
    });
    const result = await importChurch(target.db, older, { adminEmail: "formato4@example.com", slug: "igreja-formato-quatro" });
    expect(await blockoutsOf(result.churchId)).toEqual([]);
  });
});

describe("npm run church:import", () => {
  const run = promisify(execFile);
  const cli = (args: string[]) =>
    run(process.execPath, [...nodeArgumentsFor("src/server/cli/church-import.ts"), ...args], {
      env: { ...process.env, NODE_ENV: "test", DATABASE_URL: target.config.databaseUrl, DATA_DIR: folder, AUTH_SECRET: "x".repeat(40), LOG_LEVEL: "silent" },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );

  it("imports and prints the one-time password; refuses a taken slug with exit code 1 and the reason", async () => {
    const file = path.join(folder, "cli.zip");
    writeFileSync(file, zip);
    const imported = await cli([file, "--admin", "cli@example.com", "--slug", "igreja-pela-cli"]);
    expect(imported.stderr).toBe("");
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain("Igreja importada: Igreja Recusas (igreja-pela-cli)");
    const password = /Senha provisória \(mostrada só desta vez\): (\S+)/.exec(imported.stdout)?.[1];
    expect(password).toBeDefined();
    expect((await target.signIn("cli@example.com", password!)).response.status).toBe(200);

    const refused = await cli([file, "--admin", "outro@example.com", "--slug", "igreja-pela-cli"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('O ID único "igreja-pela-cli" já é de outra igreja nesta instalação. Escolha outro com --slug NOVO-ID.');
  }, 60_000);
});
