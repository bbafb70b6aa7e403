import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAdmin, signedInAdmin } from "../../../tests/factories";
import { useTestApp } from "../../../tests/test-app";
import { churchMessages, type Church } from "@shared/schemas/churches";
import { churches } from "../db";

const app = useTestApp();

function send(method: string, url: string, cookie: string, json?: unknown) {
  return app.request(url, { method, headers: { cookie }, json });
}

async function options(id: string) {
  const [row] = await app.db
    .select({ publishCharts: churches.publishCharts, escalaReminderDays: churches.escalaReminderDays, escalaDayBefore: churches.escalaDayBefore })
    .from(churches)
    .where(eq(churches.id, id));
  return row;
}

const bodyOf = (church: { name: string; slug: string }, extra: Record<string, unknown> = {}) => ({
  name: church.name,
  slug: church.slug,
  address: null,
  youtubeChannel: "https://www.youtube.com/@igreja",
  ...extra,
});

describe("the church's charts and escala options (issue 42)", () => {
  it("starts a new church with its charts unpublished, a reminder 3 days before and the day-before plan on", async () => {
    const admin = await createAdmin(app);
    const { cookie } = await app.signIn(admin.email, admin.password);
    const response = await send("POST", "/api/admin/church", cookie, bodyOf({ name: "Igreja Nova", slug: `nova-${Date.now()}` }));
    expect(response.status).toBe(201);
    const { church } = (await response.json()) as { church: Church };
    expect(church).toMatchObject({ publishCharts: false, escalaReminderDays: 3, escalaDayBefore: true });
    expect(await options(church.id)).toEqual({ publishCharts: false, escalaReminderDays: 3, escalaDayBefore: true });
  });

  it("saves 'Publicar cifras', 'nunca' or 1 to 14 days, and the day-before mail; a save without them keeps them", async () => {
    const { church, cookie } = await signedInAdmin(app);

    const saved = await send("PUT", "/api/admin/church", cookie, bodyOf(church, { publishCharts: true, escalaReminderDays: null, escalaDayBefore: false }));
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { church: Church }).church).toMatchObject({ publishCharts: true, escalaReminderDays: null, escalaDayBefore: false });
    expect(await options(church.id)).toEqual({ publishCharts: true, escalaReminderDays: null, escalaDayBefore: false });

    expect((await send("PUT", "/api/admin/church", cookie, bodyOf(church, { escalaReminderDays: 14 }))).status).toBe(200);
    expect(await options(church.id)).toEqual({ publishCharts: true, escalaReminderDays: 14, escalaDayBefore: false });

    expect((await send("PUT", "/api/admin/church", cookie, bodyOf(church))).status).toBe(200);
    expect(await options(church.id)).toEqual({ publishCharts: true, escalaReminderDays: 14, escalaDayBefore: false });
    const read = (await (await send("GET", "/api/admin/church", cookie)).json()) as { church: Church };
    expect(read.church).toMatchObject({ publishCharts: true, escalaReminderDays: 14, escalaDayBefore: false });
  });

  it("refuses a reminder outside 1 to 14 days and a choice that is not true or false with 422, changing nothing", async () => {
    const { church, cookie } = await signedInAdmin(app);
    const before = await options(church.id);
    for (const [extra, path, message] of [
      [{ escalaReminderDays: 0 }, "escalaReminderDays", churchMessages.reminderDaysInvalid],
      [{ escalaReminderDays: 15 }, "escalaReminderDays", churchMessages.reminderDaysInvalid],
      [{ escalaReminderDays: 2.5 }, "escalaReminderDays", churchMessages.reminderDaysInvalid],
      [{ escalaReminderDays: "3" }, "escalaReminderDays", churchMessages.reminderDaysInvalid],
      [{ publishCharts: "sim" }, "publishCharts", churchMessages.settingInvalid],
      [{ escalaDayBefore: 1 }, "escalaDayBefore", churchMessages.settingInvalid],
    ] as const) {
      const response = await send("PUT", "/api/admin/church", cookie, bodyOf(church, { ...extra, name: "Mudou" }));
      expect(response.status, JSON.stringify(extra)).toBe(422);
      const { error } = (await response.json()) as { error: { issues: { path: string; message: string }[] } };
      expect(error.issues).toEqual([{ path, message }]);
    }
    expect(await options(church.id)).toEqual(before);
    expect((await app.db.select({ name: churches.name }).from(churches).where(eq(churches.id, church.id)))[0]?.name).toBe(church.name);
  });
});
