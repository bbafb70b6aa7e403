import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Musician } from "@shared/schemas/musicians";
import { createBand, createMusician } from "../../../tests/factories";
import { useAdminContext } from "../../../tests/admin-context";
import { bandMusicians, musicians } from "../db";

const ctx = useAdminContext({ emptyEachTest: true });

async function rowOf(id: string) {
  const [row] = await ctx.app.db.select().from(musicians).where(eq(musicians.id, id));
  return row;
}

describe("a musician's contacts (issue 41)", () => {
  it("keeps the e-mail in lower case and the WhatsApp as the digits wa.me takes, Brazil's DDD or another country", async () => {
    const response = await ctx.api("/api/admin/musicians", {
      method: "POST",
      json: { name: "Ana", email: " Ana.Lima@Example.com ", phone: "(11) 98765-4321" },
    });
    expect(response.status).toBe(201);
    const { musician } = (await response.json()) as { musician: Musician };
    expect(musician).toMatchObject({ email: "ana.lima@example.com", phone: "5511987654321" });

    const abroad = await ctx.api(`/api/admin/musicians/${musician.id}`, { method: "PUT", json: { name: "Ana", phone: "+351 912 345 678" } });
    expect(await abroad.json()).toMatchObject({ musician: { email: "ana.lima@example.com", phone: "351912345678" } });

    const cleared = await ctx.api(`/api/admin/musicians/${musician.id}`, { method: "PUT", json: { name: "Ana", email: "", phone: null } });
    expect(await cleared.json()).toMatchObject({ musician: { email: null, phone: null } });
    expect(await rowOf(musician.id)).toMatchObject({ email: null, phone: null });
  });

  it("never shows them in the public JSON: the musician's, the band's, the church's home", async () => {
    const musician = await createMusician(ctx.app.db, ctx.churchId, { name: "Bruno Reis", email: "bruno@example.com", phone: "5511912345678" });
    const band = await createBand(ctx.app.db, ctx.churchId, { name: "Banda Ágape", year: 2024 });
    await ctx.app.db.insert(bandMusicians).values({ churchId: ctx.churchId, bandId: band.id, musicianId: musician.id, instrument: ["Baixo"] });
    const listed = await ctx.api("/api/admin/musicians");
    expect(JSON.stringify(await listed.json())).toContain("bruno@example.com");

    const publicApi = `/api/public/churches/${ctx.own.church.slug}`;
    const answers = await Promise.all(
      [`${publicApi}/musicians/${musician.id}`, `${publicApi}/bands/${band.id}`, `${publicApi}/home`].map((url) => ctx.app.request(url)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const bodies = (await Promise.all(answers.map((answer) => answer.text()))).join(" ");
    expect(bodies.match(/Bruno Reis/g)).toHaveLength(2);
    expect(bodies).not.toContain("bruno@example.com");
    expect(bodies).not.toContain("91234");
  });
});
