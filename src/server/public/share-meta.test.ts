import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBand, createChurch, createMusician, createSegment, createService, createSong } from "../../../tests/factories";
import { countStatements } from "../../../tests/count-statements";
import { useTestApp } from "../../../tests/test-app";
import { refreshSongStatistics } from "../songs";
import type { AppEnv } from "../http";
import { indexTemplate, publicSite } from "../ssr";
import { shareTargetOf } from "./share-meta";

const PUBLIC_URL = "https://louvor.example.org";
const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Louvor: cultos, bandas, músicos e músicas da sua igreja." />
    <title>Louvor</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const t = useTestApp();
let clientDir: string;
let site: Hono<AppEnv>;
const ids = {} as Record<string, string>;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), "louvor-share-"));
  writeFileSync(path.join(clientDir, "index.html"), INDEX_HTML);
  site = new Hono<AppEnv>();
  site.use(async (c, next) => {
    c.set("logger", pino({ level: "silent" }));
    await next();
  });
  site.route("/", publicSite({ clientDir, db: t.db, publicUrl: PUBLIC_URL }));

  const church = await createChurch(t.db, { name: `Igreja "Luz" <Vida> & Paz`, slug: "igreja-luz", logoUrl: "/uploads/logos/luz.png" });
  ids.church = church.id;
  const band = await createBand(t.db, church.id, { name: "Banda Ágape", year: 2019, imageUrl: "/uploads/bands/agape.png" });
  const service = await createService(t.db, church.id, { bandId: band.id, date: "2024-03-10", time: "19:00:00", videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" });
  const twin = await createService(t.db, church.id, { bandId: band.id, date: "2024-03-17", time: "19:00:00", videoUrl: "https://youtu.be/aaaaaaaaaaa" });
  const twin2 = await createService(t.db, church.id, { bandId: band.id, date: "2024-03-17", time: "19:30:00", videoUrl: "https://youtu.be/bbbbbbbbbbb" });
  const song = await createSong(t.db, church.id, { name: "Grande É o Senhor", author: "Adhemar de Campos" });
  const segment = await createSegment(t.db, service.churchId, { serviceId: service.id, songCatalogId: song.id, startTime: 605, endTime: 900 });
  await refreshSongStatistics(t.db, [song.id]);
  await createMusician(t.db, church.id, { name: "João Pedro", instrument: "Violão", avatarUrl: "https://cdn.example.org/joao.png" });
  Object.assign(ids, { band: band.id, service: service.id, twin: twin.id, twin2: twin2.id, song: song.id, segment: segment.id });
});

afterAll(async () => {
  rmSync(clientDir, { recursive: true, force: true });
});

/** The page as a messenger fetches it, with the number of SQL statements it cost. */
async function page(pathname: string) {
  const { result, statements: queries } = await countStatements(t.db, async () => {
    const response = await site.request(pathname);
    return { response, html: await response.text() };
  });
  const { response, html } = result;
  const meta = (name: string) => {
    const match = new RegExp(`<meta (?:property|name)="${name.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(html);
    return match?.[1];
  };
  return { status: response.status, html, queries, meta, title: /<title>([^<]*)<\/title>/.exec(html)?.[1] };
}

describe("share tags in the served HTML", () => {
  it("describe a service by date and band, with the video's thumbnail, in one query", async () => {
    const result = await page("/churches/igreja-luz/services/10-03-2024-19h-banda-agape");
    expect(result.status).toBe(200);
    expect(result.queries).toBe(1);
    expect(result.title).toBe("Culto 19h de 10.03.2024 — Banda Ágape · Igreja &quot;Luz&quot; &lt;Vida&gt; &amp; Paz");
    expect(result.meta("og:title")).toBe(result.title);
    expect(result.meta("og:description")).toContain("10.03.2024 às 19h com Banda Ágape (2019)");
    expect(result.meta("og:image")).toBe("https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg");
    expect(result.meta("og:url")).toBe(`${PUBLIC_URL}/churches/igreja-luz/services/10-03-2024-19h-banda-agape`);
    expect(result.meta("og:type")).toBe("video.other");
    expect(result.meta("twitter:card")).toBe("summary_large_image");
    expect(result.meta("twitter:image")).toBe("https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg");
    // The template's own title and description are replaced, not duplicated; the scripts stay.
    expect(result.html.match(/<title>/g)).toHaveLength(1);
    expect(result.html.match(/name="description"/g)).toHaveLength(1);
    expect(result.html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(result.html).not.toContain("<Vida>");
  });

  it("keep the song and its start time for a song within a service", async () => {
    const key = `grande-e-o-senhor-${ids.segment!.slice(0, 4)}`;
    const result = await page(`/churches/igreja-luz/services/10-03-2024-19h-banda-agape/songs/${key}`);
    expect(result.queries).toBe(1);
    expect(result.title).toContain("Grande É o Senhor · Culto 19h de 10.03.2024");
    expect(result.meta("og:description")).toContain("a partir de 10:05");
    expect(result.meta("og:url")).toBe(`${PUBLIC_URL}/churches/igreja-luz/services/10-03-2024-19h-banda-agape/songs/${key}`);
    expect(result.meta("og:video:url")).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=605s");
  });

  it("tell apart two services of the same evening by their disambiguated keys", async () => {
    const first = await page(`/churches/igreja-luz/services/17-03-2024-19h-banda-agape-${ids.twin!.slice(0, 4)}`);
    const second = await page(`/churches/igreja-luz/services/17-03-2024-19h-banda-agape-${ids.twin2!.slice(0, 4)}`);
    expect(first.meta("og:image")).toContain("aaaaaaaaaaa");
    expect(second.meta("og:image")).toContain("bbbbbbbbbbb");
    expect((await page(`/churches/igreja-luz/services/${ids.twin2}`)).meta("og:image")).toContain("bbbbbbbbbbb");
  });

  it("describe a catalogue song, a band, a musician and the church pages", async () => {
    const song = await page(`/churches/igreja-luz/songs/grande-e-o-senhor-${ids.song!.slice(0, 4)}`);
    expect(song.queries).toBe(1);
    expect(song.title).toBe("Grande É o Senhor — Igreja &quot;Luz&quot; &lt;Vida&gt; &amp; Paz");
    expect(song.meta("og:description")).toContain("de Adhemar de Campos: 1 execução");
    expect(song.meta("og:image")).toBe("https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg");

    const band = await page("/churches/igreja-luz/bands/banda-agape-2019");
    expect(band.title).toContain("Banda Ágape (2019)");
    expect(band.meta("og:image")).toBe(`${PUBLIC_URL}/uploads/bands/agape.png`);

    const musician = await page("/churches/igreja-luz/musicians/joao-pedro");
    expect(musician.title).toContain("João Pedro");
    expect(musician.meta("og:description")).toContain("(Violão)");
    expect(musician.meta("og:image")).toBe("https://cdn.example.org/joao.png");
    expect(musician.meta("og:type")).toBe("profile");

    const home = await page("/churches/igreja-luz");
    expect(home.queries).toBe(1);
    expect(home.title).toBe("Igreja &quot;Luz&quot; &lt;Vida&gt; &amp; Paz — Louvor");
    expect(home.meta("og:image")).toBe(`${PUBLIC_URL}/uploads/logos/luz.png`);
    expect((await page(`/churches/${ids.church}/services?tab=musicas`)).title).toBe("Cultos — Igreja &quot;Luz&quot; &lt;Vida&gt; &amp; Paz");
  });

  it("fall back to the church, or to the product, when a key names nothing", async () => {
    const unknownService = await page("/churches/igreja-luz/services/01-01-2000-19h-ninguem");
    expect(unknownService.title).toBe("Igreja &quot;Luz&quot; &lt;Vida&gt; &amp; Paz — Louvor");
    const garbage = await page("/churches/igreja-luz/services/%E0%A4%A");
    expect(garbage.status).toBe(200);
    expect(garbage.title).toBe("Louvor");
    const unknownChurch = await page("/churches/nao-existe/bands/x-2020");
    expect(unknownChurch.title).toBe("Louvor");
    const admin = await page("/admin/services");
    expect(admin.queries).toBe(0);
    expect(admin.title).toBe("Louvor");
    const directory = await page("/");
    expect(directory.queries).toBe(0);
    expect(directory.title).toBe("Igrejas — Louvor");
    expect((await page("/assets/missing.js")).status).toBe(404);
  });
});

describe("shareTargetOf", () => {
  it("reads every public route and nothing else", () => {
    expect(shareTargetOf("/")).toEqual({ kind: "directory" });
    expect(shareTargetOf("/churches/a")).toEqual({ kind: "church", church: "a" });
    expect(shareTargetOf("/churches/a/bands")).toEqual({ kind: "church", church: "a", section: "bands" });
    expect(shareTargetOf("/churches/a/services/k/songs/s")).toEqual({ kind: "service", church: "a", service: "k", segment: "s" });
    expect(shareTargetOf("/churches/a/musicians/m")).toEqual({ kind: "musician", church: "a", musician: "m" });
    expect(shareTargetOf("/churches/a/musicians")).toBeNull();
    expect(shareTargetOf("/churches/a/services/k/bands/x")).toBeNull();
    expect(shareTargetOf("/admin")).toBeNull();
  });
});

describe("indexTemplate", () => {
  it("leaves a template without a head alone", () => {
    expect(indexTemplate("<p>x</p>").render("<title>y</title>")).toBe("<p>x</p>");
  });
});
