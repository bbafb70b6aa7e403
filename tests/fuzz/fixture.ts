import { expect } from "vitest";
import { addMember, createAdmin, createBand, createBandMember, createMusician, createSong, signedInAdmin } from "../factories";
import { pngBytes } from "../images";
import { serviceBody } from "../service-body";
import type { TestApp } from "../test-app";

/** The rows every fuzzed route names: filled by `setUpFixture`, read lazily by the generators. */
export type FuzzFixture = {
  churchId: string;
  slug: string;
  musicianId: string;
  bandId: string;
  serviceId: string;
  segmentId: string;
  songId: string;
  bandKey: string;
  musicianKey: string;
  serviceKey: string;
  segmentKey: string;
  songKey: string;
  planId: string;
  planKey: string;
  upload: string;
  png: Uint8Array;
  adminEmail: string;
  adminUserId: string;
  adminPassword: string;
  /** An Editor of the church (the team routes change or remove them, never the signed-in Administrador). */
  memberId: string;
  /** A pending invitation of the church. */
  invitationId: string;
};

export const fixture = {} as FuzzFixture;

export function formWith(name: string, bytes: Uint8Array, filename: string): FormData {
  const form = new FormData();
  form.append(name, new Blob([new Uint8Array(bytes)], { type: "image/png" }), filename);
  return form;
}

/**
 * Signs an administrator in and saves one church's worth of rows (band, musician, song, a
 * service with a segment, an avatar, an Editor, a pending invitation), then records their ids and public keys in `fixture`.
 * Returns the administrator's cookie.
 */
export async function setUpFixture(app: TestApp): Promise<string> {
  const signedIn = await signedInAdmin(app);
  const cookie = signedIn.cookie;
  const churchId = signedIn.church.id;
  const band = await createBand(app.db, churchId, { name: "Banda Ágape", year: 2019 });
  const musician = await createMusician(app.db, churchId, { name: "João Pedro", instrument: "Violão" });
  await createBandMember(app.db, churchId, { bandId: band.id, musicianId: musician.id, instrument: ["Violão"] });
  const song = await createSong(app.db, churchId, { name: "Grande é o Senhor" });
  const saved = await app.request("/api/admin/services", {
    method: "POST",
    headers: { cookie },
    json: serviceBody(band.id, [{ songCatalogId: song.id, startTime: 10, endTime: 200, musicians: [{ musicianId: musician.id, instrument: "Vocal" }] }], {
      musicians: [{ musicianId: musician.id, instrument: "Violão" }],
    }),
  });
  expect(saved.status).toBe(201);
  const service = (await saved.json()) as { service: { id: string }; segments: { id: string }[] };
  const png = await pngBytes(16, 16);
  const avatar = await app.request(`/api/admin/musicians/${musician.id}/avatar`, { method: "POST", headers: { cookie }, body: formWith("file", png, "a.png") });
  expect(avatar.status).toBe(200);
  const { musician: withAvatar } = (await avatar.json()) as { musician: { avatarUrl: string } };

  const planned = await app.request("/api/admin/plans", {
    method: "POST",
    headers: { cookie },
    json: { date: "2099-01-04", time: "19:00", bandId: band.id, songs: [{ songCatalogId: song.id, musicalKey: "G", note: "Intro no violão" }] },
  });
  expect(planned.status).toBe(201);
  const { plan } = (await planned.json()) as { plan: { id: string; publicKey: string } };

  const editor = await addMember(app.db, churchId, (await createAdmin(app)).id, "editor");
  const invited = await app.request("/api/admin/team/invitations", { method: "POST", headers: { cookie }, json: { email: "convite-fixture@example.com", role: "editor" } });
  expect(invited.status).toBe(201);
  const { invitation } = (await invited.json()) as { invitation: { id: string } };

  const slug = signedIn.church.slug;
  const publicJson = async <T,>(url: string) => {
    const response = await app.request(url);
    expect(response.status, url).toBe(200);
    return (await response.json()) as T;
  };
  const listing = await publicJson<{ items: { key: string; songs: { key: string }[] }[] }>(`/api/public/churches/${slug}/services`);
  const bandsPage = await publicJson<{ bands: { key: string }[] }>(`/api/public/churches/${slug}/bands`);
  const bandPage = await publicJson<{ musicians: { key: string }[] }>(`/api/public/churches/${slug}/bands/${band.id}`);
  const catalogue = await publicJson<{ songs: { key: string }[] }>(`/api/public/churches/${slug}/catalogue`);
  Object.assign(fixture, {
    churchId,
    slug,
    musicianId: musician.id,
    bandId: band.id,
    serviceId: service.service.id,
    segmentId: service.segments[0]!.id,
    songId: song.id,
    bandKey: bandsPage.bands[0]!.key,
    musicianKey: bandPage.musicians[0]!.key,
    serviceKey: listing.items[0]!.key,
    segmentKey: listing.items[0]!.songs[0]!.key,
    songKey: catalogue.songs[0]!.key,
    planId: plan.id,
    planKey: plan.publicKey,
    upload: withAvatar.avatarUrl,
    png: new Uint8Array(png),
    adminEmail: signedIn.admin.email,
    adminUserId: signedIn.admin.id,
    adminPassword: signedIn.admin.password,
    memberId: editor.id,
    invitationId: invitation.id,
  });
  return cookie;
}
