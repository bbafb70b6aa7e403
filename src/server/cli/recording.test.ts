import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { RecordingProposals } from "../recording";
import { useAdminContext } from "../../../tests/admin-context";
import { runScript } from "../../../tests/app-process";
import { createBand, createSong } from "../../../tests/factories";
import { flowingSongs, shortService } from "../../../tests/recording/plans";
import { serviceRecording } from "../../../tests/recording/service";
import { serviceBody } from "../../../tests/service-body";
import { churches, performanceFingerprints } from "../db";

const ctx = useAdminContext();

describe("npm run recording (issue 43)", () => {
  it("learns from a service mapped in the app, then names that church's songs in another recording", async () => {
    const mapped = serviceRecording(shortService);
    const later = serviceRecording(flowingSongs);
    const env = { DATABASE_URL: ctx.app.config.databaseUrl!, DATA_DIR: ctx.app.config.dataDir, AUTH_SECRET: ctx.app.config.authSecret, PUBLIC_URL: ctx.app.config.publicUrl, SEED_DEMO: "false" };
    const band = await createBand(ctx.app.db, ctx.churchId);
    const rocha = await createSong(ctx.app.db, ctx.churchId, { name: "Rocha Eterna" });
    const jubilo = await createSong(ctx.app.db, ctx.churchId, { name: "Júbilo" });
    const segments = mapped.songs.map((song, index) => ({ songCatalogId: [rocha.id, jubilo.id][index]!, startTime: Math.round(song.start), endTime: Math.round(song.end) }));
    const saved = await ctx.api("/api/admin/services", { method: "POST", json: serviceBody(band.id, segments) });
    const { service } = (await saved.json()) as { service: { id: string } };

    const learnt = runScript("src/server/cli/recording.ts", ["learn", mapped.file, "--service", service.id], env);
    expect(learnt.stderr).toBe("");
    expect(learnt.stdout).toContain("2 de 2 música(s) do culto aprendida(s).");
    expect(await ctx.app.db.select().from(performanceFingerprints).where(eq(performanceFingerprints.churchId, ctx.churchId))).toHaveLength(2);

    const [church] = await ctx.app.db.select({ slug: churches.slug }).from(churches).where(eq(churches.id, ctx.churchId));
    const analysed = runScript("src/server/cli/recording.ts", ["analyse", later.file, "--church", church!.slug, "--json"], env);
    expect(analysed.status, analysed.stderr).toBe(0);
    const proposals = JSON.parse(analysed.stdout) as RecordingProposals;
    expect(proposals.segments.map((segment) => segment.songName)).toEqual([null, null, "Rocha Eterna"]);
    expect(proposals.segments[2]).toMatchObject({ songId: rocha.id, key: expect.any(String), bpm: expect.any(Number) });

    const unknown = runScript("src/server/cli/recording.ts", ["analyse", later.file, "--church", "igreja-que-nao-existe"], env);
    expect(unknown).toMatchObject({ status: 1, stderr: 'Nenhuma igreja com o id "igreja-que-nao-existe".\n' });
    const notAudio = runScript("src/server/cli/recording.ts", ["analyse", "package.json"], env);
    expect(notAudio).toMatchObject({ status: 1, stderr: "O arquivo não é um áudio ou vídeo que possamos ler.\n" });
  }, 120_000);
});
