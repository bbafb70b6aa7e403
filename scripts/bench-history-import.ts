/**
 * How long a church's history takes to arrive (issue 23), as a markdown section for
 * docs/benchmarks.md (scripts/bench.ts appends it): 'Importar do YouTube' of a channel of 200 past
 * services (tests/fake-youtube-api.ts stands in for the API on 127.0.0.1, so the figure is Louvor's
 * own work: reading the chapters, matching the songs, saving each service), listed and imported 50
 * at a time as the screen does; and 'Importar lista' of a 1,000-song spreadsheet (the preview, then
 * the import). The app is the production build of the server on the embedded PostgreSQL with the
 * demo data, over real HTTP.
 *
 *   npx tsx scripts/bench-history-import.ts
 */
import { sql } from "drizzle-orm";
import type { SongImportResponse } from "../src/shared/schemas/songs";
import type { ImportListResponse, ImportResponse } from "../src/shared/schemas/youtube-import";
import { pastServicesChannel, startFakeYouTubeApi } from "../tests/fake-youtube-api";
import { signInDemoAdmin, startBenchApp, type AdminFetch } from "./bench/demo-app";

const VIDEOS = 200;
const SONGS = 1_000;
const log = (line: string) => process.stderr.write(`${line}\n`);

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function timed<T>(work: () => Promise<T>): Promise<{ seconds: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { seconds: (performance.now() - started) / 1000, value };
}

/** Every page of the list, then each page's videos imported with the demo's first band; the list is read again after each import, as the screen does. */
async function importChannel(admin: AdminFetch, bandId: string) {
  const pages: number[] = [];
  const imports: number[] = [];
  let created = 0;
  let skipped = 0;
  for (;;) {
    const listed = await timed(() => admin("/api/admin/services/import").then((response) => json<ImportListResponse>(response)));
    pages.push(listed.seconds);
    if (!listed.value.configured) throw new Error("the import is not configured");
    const withSongs = listed.value.videos.filter((video) => video.songNames.length > 0);
    if (withSongs.length === 0) break;
    const imported = await timed(() =>
      admin("/api/admin/services/import", {
        method: "POST",
        body: JSON.stringify({ timeZone: "America/Sao_Paulo", videos: withSongs.map((video) => ({ videoId: video.videoId, bandId })) }),
      }).then((response) => json<ImportResponse>(response)),
    );
    imports.push(imported.seconds);
    created += imported.value.created.length;
    skipped += imported.value.skipped.length;
  }
  return { pages, imports, created, skipped };
}

/** A spreadsheet of `count` songs as 'Importar lista' sends it (the browser reads the file; the server checks and adds). */
function songRows(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    line: index + 2,
    name: `Canção da Planilha ${index + 1}`,
    author: index % 3 === 0 ? "" : `Ministério ${index % 40}`,
    chordFile: index % 4 === 0 ? `https://www.cifraclub.com.br/ministerio/cancao-${index + 1}/` : "",
    lyrics: "",
  }));
}

async function main() {
  const youtube = await startFakeYouTubeApi({ channels: [pastServicesChannel({ handle: "@bench", count: VIDEOS, prefix: "b", withClips: true })] });
  const app = await startBenchApp({ YOUTUBE_API_KEY: youtube.key, YOUTUBE_API_URL: youtube.url });
  try {
    const admin = await signInDemoAdmin(app.base);
    await app.db.execute(sql`update churches set youtube_channel = '@bench'`);
    const bands = await json<{ bands: { id: string }[] }>(await admin("/api/admin/bands"));
    log(`importing a channel of ${VIDEOS} past services...`);
    const channel = await timed(() => importChannel(admin, bands.bands[0]!.id));
    log(`importing a list of ${SONGS} songs...`);
    const rows = songRows(SONGS);
    const preview = await timed(() => admin("/api/admin/songs/import/preview", { method: "POST", body: JSON.stringify({ rows }) }).then((r) => json<SongImportResponse>(r)));
    const added = await timed(() => admin("/api/admin/songs/import", { method: "POST", body: JSON.stringify({ rows }) }).then((r) => json<SongImportResponse>(r)));

    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const s = (seconds: number) => `${seconds.toFixed(2)} s`;
    const { value } = channel;
    console.log(
      [
        "## Bringing the history in: 'Importar do YouTube' and 'Importar lista'",
        "",
        `Run ${new Date().toISOString()} (\`npx tsx scripts/bench-history-import.ts\`): the server on the embedded PostgreSQL with the demo data, over HTTP; ` +
          "the YouTube Data API is the tests' stand-in on 127.0.0.1, so the figures are Louvor's own work (the real API adds its round trips: about 1 + 2 per page of 50).",
        "",
        "| What | Requests | Seconds |",
        "|---|---:|---:|",
        `| Channel of ${VIDEOS} services (+ ${VIDEOS / 10} clips): ${value.created} services created, ${value.skipped} skipped, in all | ${value.pages.length + value.imports.length} | ${s(channel.seconds)} |`,
        `| … of which listing (each page of 50 not yet imported) | ${value.pages.length} | ${s(sum(value.pages))} |`,
        `| … of which importing 50 at a time (slowest request ${s(Math.max(...value.imports))}) | ${value.imports.length} | ${s(sum(value.imports))} |`,
        `| Song list of ${SONGS}: preview (${preview.value.added.length} to add) | 1 | ${s(preview.seconds)} |`,
        `| Song list of ${SONGS}: import, one transaction (${added.value.added.length} added) | 1 | ${s(added.seconds)} |`,
        "",
      ].join("\n"),
    );
  } finally {
    await app.close();
    await youtube.close();
  }
}

await main();
