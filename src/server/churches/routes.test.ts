import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createAdmin, createChurch, signedInAdmin } from "../../../tests/factories";
import { useTestApp } from "../../../tests/test-app";
import { churchMessages } from "@shared/schemas/churches";
import { IMAGE_TOO_LARGE_MESSAGE, INVALID_IMAGE_MESSAGE, MAX_IMAGE_BYTES } from "@shared/images";
import { churches, churchMembers } from "../db";
import { NO_CHURCH_MESSAGE } from "./require-church";

const app = useTestApp();

/** An administrator without a church yet, signed in. */
async function newAdmin() {
  const admin = await createAdmin(app);
  const { cookie } = await app.signIn(admin.email, admin.password);
  return { admin, cookie };
}

let slugCounter = 0;
function validBody(overrides: Record<string, unknown> = {}) {
  slugCounter += 1;
  return {
    name: "Igreja Batista Central",
    slug: `igreja-central-${slugCounter}-${Date.now()}`,
    address: "Rua das Flores, 100",
    youtubeChannel: "https://www.youtube.com/@igrejacentral",
    ...overrides,
  };
}

function send(method: string, url: string, cookie: string, json?: unknown) {
  return app.request(url, { method, headers: { cookie }, json });
}

async function churchRow(id: string) {
  const [row] = await app.db.select().from(churches).where(eq(churches.id, id));
  return row;
}

function pngFile(width = 64, height = 64) {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .withExif({ IFD0: { Copyright: "foto com metadados" } })
    .toBuffer()
    .then((bytes) => new File([bytes], "logo.png", { type: "image/png" }));
}

function uploadLogo(cookie: string, file: Blob, field = "file") {
  const form = new FormData();
  form.append(field, file);
  return app.request("/api/admin/church/logo", { method: "POST", headers: { cookie, origin: "http://localhost:3000" }, body: form });
}

describe("GET /api/admin/church", () => {
  it("answers null before the administrator registers a church", async () => {
    const { cookie } = await newAdmin();
    const response = await send("GET", "/api/admin/church", cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ church: null, role: null });
  });

  it("answers the administrator's own church, never another's", async () => {
    const first = await signedInAdmin(app);
    const second = await signedInAdmin(app);
    const response = await send("GET", "/api/admin/church", second.cookie);
    const { church } = (await response.json()) as { church: { id: string } };
    expect(church.id).toBe(second.church.id);
    expect(church.id).not.toBe(first.church.id);
  });

  it("needs a session", async () => {
    const response = await app.request("/api/admin/church");
    expect(response.status).toBe(401);
  });
});

describe("POST /api/admin/church", () => {
  it("creates the church with a normalised slug and a completed channel link", async () => {
    const { admin, cookie } = await newAdmin();
    const response = await send("POST", "/api/admin/church", cookie, {
      name: "  Igreja Esperança  ",
      slug: `  Igreja Esperança Nova ${slugCounter++}!! `,
      address: "",
      youtubeChannel: "@igrejaesperanca",
    });
    expect(response.status).toBe(201);
    const { church } = (await response.json()) as { church: Record<string, unknown> };
    expect(church).toMatchObject({
      name: "Igreja Esperança",
      slug: `igreja-esperanca-nova-${slugCounter - 1}`,
      address: null,
      youtubeChannel: "https://www.youtube.com/@igrejaesperanca",
      logoUrl: null,
    });
    const members = await app.db.select().from(churchMembers).where(eq(churchMembers.churchId, church.id as string));
    expect(members.map(({ userId, role }) => ({ userId, role }))).toEqual([{ userId: admin.id, role: "admin" }]);

    const again = await send("GET", "/api/admin/church", cookie);
    expect(((await again.json()) as { church: { id: string } }).church.id).toBe(church.id);
  });

  it("refuses a second church for the same administrator with 409", async () => {
    const { church, cookie } = await signedInAdmin(app);
    const response = await send("POST", "/api/admin/church", cookie, validBody());
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "church_exists", message: churchMessages.alreadyExists } });
    expect((await churchRow(church.id))?.name).toBe(church.name);
  });

  it("lets the database decide when creations race: one church, then 409s", async () => {
    const { admin, cookie } = await newAdmin();
    // Five at once: whichever order their checks and writes interleave in, one church and 409s.
    const responses = await Promise.all(Array.from({ length: 5 }, () => send("POST", "/api/admin/church", cookie, validBody())));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await app.db.select().from(churchMembers).where(eq(churchMembers.userId, admin.id));
    expect(rows).toHaveLength(1);
    expect(await app.db.select().from(churches).where(eq(churches.id, rows[0]!.churchId))).toHaveLength(1);
  });

  it("refuses a slug another church has, also written differently, with the spec's message", async () => {
    const other = await signedInAdmin(app);
    const { cookie } = await newAdmin();
    const taken = other.church.slug.toUpperCase().replaceAll("-", " ");
    const response = await send("POST", "/api/admin/church", cookie, validBody({ slug: taken }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: "slug_unavailable", message: churchMessages.slugUnavailable, issues: [{ path: "slug", message: churchMessages.slugUnavailable }] },
    });
    expect(await (await send("GET", "/api/admin/church", cookie)).json()).toEqual({ church: null, role: null });
  });

  it("gives one slug to one church when two administrators race for it", async () => {
    const a = await newAdmin();
    const b = await newAdmin();
    const slug = `corrida-${Date.now()}`;
    const responses = await Promise.all([
      send("POST", "/api/admin/church", a.cookie, validBody({ slug })),
      send("POST", "/api/admin/church", b.cookie, validBody({ slug })),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = responses.find((r) => r.status === 409);
    expect(((await loser?.json()) as { error: { message: string } }).error.message).toBe(churchMessages.slugUnavailable);
    expect(await app.db.select().from(churches).where(eq(churches.slug, slug))).toHaveLength(1);
  });

  it.each([
    ["no name", { name: undefined }, "name", churchMessages.nameRequired],
    ["a blank name", { name: "   " }, "name", churchMessages.nameRequired],
    ["a name that is not text", { name: 42 }, "name", churchMessages.nameRequired],
    ["a name over 120 characters", { name: "x".repeat(121) }, "name", churchMessages.nameTooLong],
    ["no slug", { slug: undefined }, "slug", churchMessages.slugRequired],
    ["a slug with nothing usable", { slug: " !!! " }, "slug", churchMessages.slugRequired],
    ["a slug of 2 characters", { slug: "ab" }, "slug", churchMessages.slugTooShort],
    ["a slug over 80 characters", { slug: "a".repeat(81) }, "slug", churchMessages.slugTooLong],
    ["a huge slug", { slug: "a".repeat(10_000) }, "slug", churchMessages.slugTooLong],
    ["an address over 300 characters", { address: "x".repeat(301) }, "address", churchMessages.addressTooLong],
    ["an address that is not text", { address: 7 }, "address", churchMessages.textInvalid],
    ["no channel", { youtubeChannel: undefined }, "youtubeChannel", churchMessages.channelRequired],
    ["an empty channel", { youtubeChannel: "" }, "youtubeChannel", churchMessages.channelRequired],
    ["a javascript: channel", { youtubeChannel: "javascript:alert(1)" }, "youtubeChannel", churchMessages.channelInvalid],
    ["a channel on another site", { youtubeChannel: "https://evil.example/@igreja" }, "youtubeChannel", churchMessages.channelInvalid],
    ["a channel over 300 characters", { youtubeChannel: `https://www.youtube.com/@${"x".repeat(300)}` }, "youtubeChannel", churchMessages.channelTooLong],
  ])("refuses %s with 422 and the field's message", async (_case, overrides, path, message) => {
    const { cookie } = await newAdmin();
    const response = await send("POST", "/api/admin/church", cookie, validBody(overrides));
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { code: string; issues: { path: string; message: string }[] } };
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.issues).toContainEqual({ path, message });
    expect(await (await send("GET", "/api/admin/church", cookie)).json()).toEqual({ church: null, role: null });
  });

  it("answers 4xx, never 500, to bodies that are not JSON objects", async () => {
    const { cookie } = await newAdmin();
    for (const body of ["não é json", "null", "[]", '"texto"']) {
      const response = await app.request("/api/admin/church", {
        method: "POST",
        headers: { cookie, origin: "http://localhost:3000", "content-type": "application/json" },
        body,
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });
});

describe("PUT /api/admin/church", () => {
  it("updates the administrator's church, keeping its own slug", async () => {
    const { church, cookie } = await signedInAdmin(app);
    const response = await send("PUT", "/api/admin/church", cookie, {
      name: "Novo Nome",
      slug: church.slug,
      address: null,
      youtubeChannel: "youtube.com/@novonome",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      church: {
        id: church.id,
        name: "Novo Nome",
        slug: church.slug,
        address: null,
        youtubeChannel: "https://youtube.com/@novonome",
        logoUrl: null,
        publishCharts: false,
        escalaReminderDays: 3,
        escalaDayBefore: true,
      },
    });
  });

  it("changes the slug to a free one and refuses one another church has", async () => {
    const first = await signedInAdmin(app);
    const second = await signedInAdmin(app);
    const free = `livre-${Date.now()}`;
    const changed = await send("PUT", "/api/admin/church", second.cookie, validBody({ slug: free }));
    expect(changed.status).toBe(200);
    expect((await churchRow(second.church.id))?.slug).toBe(free);

    const refused = await send("PUT", "/api/admin/church", second.cookie, validBody({ slug: first.church.slug }));
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(churchMessages.slugUnavailable);
    expect((await churchRow(second.church.id))?.slug).toBe(free);
    expect((await churchRow(first.church.id))?.name).toBe(first.church.name);
  });

  it("only ever changes the caller's church (tenant isolation)", async () => {
    const first = await signedInAdmin(app);
    const second = await signedInAdmin(app);
    const response = await send("PUT", "/api/admin/church", second.cookie, { ...validBody({ name: "Invasão" }), id: first.church.id });
    expect(response.status).toBe(200);
    expect((await response.json()) as { church: { id: string } }).toMatchObject({ church: { id: second.church.id, name: "Invasão" } });
    expect(await churchRow(first.church.id)).toMatchObject({ name: first.church.name, slug: first.church.slug });
  });

  it("answers 409 'register a church first' to an administrator without one", async () => {
    const { cookie } = await newAdmin();
    const response = await send("PUT", "/api/admin/church", cookie, validBody());
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "church_required", message: NO_CHURCH_MESSAGE } });
  });

  it("refuses invalid input with 422 and changes nothing", async () => {
    const { church, cookie } = await signedInAdmin(app);
    const response = await send("PUT", "/api/admin/church", cookie, validBody({ name: "", youtubeChannel: "" }));
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as { error: { issues: { path: string }[] } };
    expect(error.issues.map((issue) => issue.path).sort()).toEqual(["name", "youtubeChannel"]);
    expect((await churchRow(church.id))?.name).toBe(church.name);
  });
});

describe("GET /api/admin/church/slug-availability", () => {
  async function check(cookie: string, slug: string) {
    const response = await app.request(`/api/admin/church/slug-availability?${new URLSearchParams({ slug })}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return response.json() as Promise<{ slug: string; available: boolean }>;
  }

  it("answers the normalised slug and whether no other church has it", async () => {
    const other = await signedInAdmin(app);
    const { cookie } = await newAdmin();
    expect(await check(cookie, `Nova Igreja Ação ${other.church.id.slice(0, 4)}`)).toEqual({
      slug: `nova-igreja-acao-${other.church.id.slice(0, 4)}`,
      available: true,
    });
    expect(await check(cookie, other.church.slug.toUpperCase())).toEqual({ slug: other.church.slug, available: false });
  });

  it("calls the administrator's own slug available", async () => {
    const { church, cookie } = await signedInAdmin(app);
    expect(await check(cookie, church.slug)).toEqual({ slug: church.slug, available: true });
  });

  it("calls a slug that cannot be saved unavailable", async () => {
    const { cookie } = await newAdmin();
    expect(await check(cookie, "!!!")).toEqual({ slug: "", available: false });
    expect(await check(cookie, "Ab")).toEqual({ slug: "ab", available: false });
    expect(await check(cookie, "a".repeat(81))).toEqual({ slug: "a".repeat(81), available: false });
  });

  it("refuses a missing or oversized query with 422", async () => {
    const { cookie } = await newAdmin();
    for (const query of ["", `?slug=${"a".repeat(501)}`]) {
      const response = await app.request(`/api/admin/church/slug-availability${query}`, { headers: { cookie } });
      expect(response.status).toBe(422);
    }
  });
});

describe("POST /api/admin/church/logo", () => {
  it("stores a re-encoded logo, serves it safely and replaces the old one", async () => {
    const { church, cookie } = await signedInAdmin(app);

    const first = await uploadLogo(cookie, await pngFile());
    expect(first.status).toBe(200);
    const firstUrl = ((await first.json()) as { church: { logoUrl: string } }).church.logoUrl;
    expect(firstUrl).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
    expect((await churchRow(church.id))?.logoUrl).toBe(firstUrl);

    const served = await app.request(firstUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.exif).toBeUndefined();

    const second = await uploadLogo(cookie, await pngFile(300, 300));
    expect(second.status).toBe(200);
    const { church: updated } = (await second.json()) as { church: { id: string; logoUrl: string; name: string } };
    expect(updated).toMatchObject({ id: church.id, name: church.name });
    expect(updated.logoUrl).not.toBe(firstUrl);
    expect((await app.request(firstUrl)).status).toBe(404);
    expect(await app.storage.get(firstUrl.replace("/uploads/", ""))).toBeNull();
    expect((await app.request(updated.logoUrl)).status).toBe(200);
  });

  it("refuses a text file named .png with image/png, and an SVG, with 422; nothing changes", async () => {
    const { church, cookie } = await signedInAdmin(app);
    const files = [
      new File(["apenas texto"], "logo.png", { type: "image/png" }),
      new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "logo.svg", { type: "image/svg+xml" }),
    ];
    for (const file of files) {
      const response = await uploadLogo(cookie, file);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: { code: "invalid_image", message: INVALID_IMAGE_MESSAGE } });
    }
    expect((await churchRow(church.id))?.logoUrl).toBeNull();
  });

  it("refuses a file of 5 MB + 1 byte with 413 and the spec's message", async () => {
    const { church, cookie } = await signedInAdmin(app);
    const response = await uploadLogo(cookie, new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], "grande.png", { type: "image/png" }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { code: "image_too_large", message: IMAGE_TOO_LARGE_MESSAGE } });
    expect((await churchRow(church.id))?.logoUrl).toBeNull();
  });

  it("answers the app's 413 to a body over the request limit", async () => {
    const { cookie } = await signedInAdmin(app);
    const response = await uploadLogo(cookie, new File([new Uint8Array(7 * 1024 * 1024)], "enorme.png", { type: "image/png" }));
    expect(response.status).toBe(413);
  });

  it("answers 422 without a file", async () => {
    const { cookie } = await signedInAdmin(app);
    const response = await uploadLogo(cookie, await pngFile(), "outro");
    expect(response.status).toBe(422);
    const json = await app.request("/api/admin/church/logo", { method: "POST", headers: { cookie }, json: {} });
    expect(json.status).toBe(422);
  });

  it("answers 409 to an administrator without a church and stores nothing", async () => {
    const { cookie } = await newAdmin();
    const response = await uploadLogo(cookie, await pngFile());
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "church_required", message: NO_CHURCH_MESSAGE } });
  });

  it("changes only the caller's church logo (tenant isolation)", async () => {
    const first = await signedInAdmin(app);
    await uploadLogo(first.cookie, await pngFile());
    const firstLogo = (await churchRow(first.church.id))?.logoUrl;
    const second = await signedInAdmin(app);
    const response = await uploadLogo(second.cookie, await pngFile());
    expect(response.status).toBe(200);
    expect((await churchRow(first.church.id))?.logoUrl).toBe(firstLogo);
    expect((await app.request(firstLogo as string)).status).toBe(200);
    // The same picture is the same URL; the second church replacing its copy leaves the first's.
    expect((await churchRow(second.church.id))?.logoUrl).toBe(firstLogo);
    expect((await uploadLogo(second.cookie, await pngFile(300, 300))).status).toBe(200);
    expect((await app.request(firstLogo as string)).status).toBe(200);
  });

  it("keeps a logo URL that is not ours in place of deleting it", async () => {
    const admin = await createAdmin(app);
    const church = await createChurch(app.db, { adminUserId: admin.id, logoUrl: "https://cdn.example.com/logo.png" });
    const { cookie } = await app.signIn(admin.email, admin.password);
    const response = await uploadLogo(cookie, await pngFile());
    expect(response.status).toBe(200);
    expect((await churchRow(church.id))?.logoUrl).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
  });
});
